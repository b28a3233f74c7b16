// The mail outbox (super admins): every message the server sent or will send, and retries.
import * as z from "zod/mini";
import {
  MAIL_KINDS,
  MAIL_STATUSES,
  mailListQuerySchema,
  type MailMessageDetail,
  type MailMessageList,
} from "#domain/mail.ts";
import { describing, idParams, isoString, nullableString, operation } from "./contract.ts";

const mailSummaryShape = {
  id: z.number(),
  kind: z.enum(MAIL_KINDS),
  toAddress: z.string(),
  toName: nullableString,
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: nullableString,
  createdAt: isoString,
  sentAt: nullableString,
};
export const mailListSchema = describing<MailMessageList>()(
  z.object({ messages: z.array(z.object(mailSummaryShape)), nextBefore: z.nullable(z.number()) }),
);
export const mailDetailSchema = describing<MailMessageDetail>()(
  z.object({ ...mailSummaryShape, textBody: z.string(), htmlBody: z.string() }),
).register(z.globalRegistry, { id: "MailMessage" });

const mail = ["Mail"];

export const mailApi = {
  list: operation({
    operationId: "listMailMessages",
    summary: "The mail outbox, newest first (?before= pages)",
    tags: mail,
    querystring: mailListQuerySchema,
    response: { 200: mailListSchema },
  }),
  get: operation({
    operationId: "getMailMessage",
    summary: "One message with its bodies",
    tags: mail,
    params: idParams,
    response: { 200: z.object({ message: mailDetailSchema }) },
  }),
  retry: operation({
    operationId: "retryMailMessage",
    summary: "Queue a failed message again",
    tags: mail,
    params: idParams,
    response: { 200: z.object({ message: mailDetailSchema }) },
  }),
};
