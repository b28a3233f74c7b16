// Position transfers (staff, decision 0060 slice 4): an entity's transfers, a preview and the write.
import * as z from "zod/mini";
import {
  positionTransferInputSchema,
  type EntityTransfers,
  type PositionTransferPreview,
  type PositionTransferView,
} from "#domain/position-transfers.ts";
import { describing, idString, nullableString, operation } from "./contract.ts";
import { fundTypeSchema } from "./fund-views.ts";

const tags = ["Position transfers"];
const entityParams = z.object({ entityId: idString });
const cents = z.number();
const entityRef = z.object({ id: z.number(), legalName: z.string(), memberId: z.string() });

const transferViewSchema = describing<PositionTransferView>()(
  z.object({
    id: z.number(),
    fundType: fundTypeSchema,
    effectiveDate: z.string(),
    from: entityRef,
    to: entityRef,
    commitmentCents: cents,
    contributedCents: cents,
    distributedCents: cents,
    note: nullableString,
    recordedAt: z.string(),
    recordedBy: nullableString,
  }),
).register(z.globalRegistry, { id: "PositionTransfer" });

const previewSchema = describing<PositionTransferPreview>()(
  z.object({
    fundType: fundTypeSchema,
    effectiveDate: z.string(),
    from: entityRef,
    to: entityRef,
    position: z.object({ commitmentCents: cents, contributedCents: cents, distributedCents: cents }),
    commitmentCents: cents,
    contributedCents: cents,
    distributedCents: cents,
  }),
);

const entityTransfersSchema = describing<EntityTransfers>()(
  z.object({
    entity: z.object({ id: z.number(), legalName: z.string(), memberId: z.string(), archived: z.boolean() }),
    positions: z.array(z.object({ fundType: fundTypeSchema, commitmentCents: cents, commitmentDate: nullableString })),
    transfers: z.array(transferViewSchema),
  }),
);

export const positionTransferApi = {
  list: operation({
    operationId: "listEntityTransfers",
    summary: "An entity's commitments and its position transfers in and out, newest first",
    tags,
    params: entityParams,
    response: { 200: entityTransfersSchema },
  }),
  preview: operation({
    operationId: "previewEntityTransfer",
    summary: "What a transfer of the entity's position would move (checked, nothing stored)",
    tags,
    params: entityParams,
    body: positionTransferInputSchema,
    response: { 200: previewSchema },
  }),
  create: operation({
    operationId: "createEntityTransfer",
    summary: "Transfer part or all of the entity's commitment in a fund to another entity from a date",
    tags,
    params: entityParams,
    body: positionTransferInputSchema,
    response: { 201: transferViewSchema },
  }),
};
