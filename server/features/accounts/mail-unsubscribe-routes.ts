import type { FastifyPluginAsync } from "fastify";
import { AppError } from "#server/platform/errors.ts";
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from "#server/platform/mail/unsubscribe.ts";
import type { AppServices } from "#server/registry.ts";
import { accountApi } from "#domain/api/account.ts";

const INVALID = "This unsubscribe link is not valid. Turn e-mail notices off on your investor profile instead.";

/**
 * One-click unsubscribe (RFC 8058), the List-Unsubscribe address of every optional notice: a mail
 * program POSTs "List-Unsubscribe=One-Click" as a form, without cookies, to the address with its
 * signed token. Public like the inquiry form, and counted in the same per-address writes limit.
 * Only a POST unsubscribes: link scanners that GET the address change nothing (RFC 8058 §3.2).
 */
export const mailUnsubscribeRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  // RFC 8058 §3.1: the body is form data; this plugin alone parses it (the rest of the API is JSON).
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );

  app.post(
    UNSUBSCRIBE_PATH.replace(/^\/api/, ""),
    { config: { access: "public", formPost: true }, schema: accountApi.unsubscribe },
    async (request) => {
      const body = request.body;
      if (!(body instanceof URLSearchParams) || body.get("List-Unsubscribe") !== "One-Click") {
        throw new AppError("VALIDATION", 'Send "List-Unsubscribe=One-Click" as a form: List-Unsubscribe', {
          fieldErrors: { "List-Unsubscribe": ['Must be "One-Click"'] },
        });
      }
      const token = (request.query as { token?: unknown }).token;
      const named =
        typeof token === "string" ? readUnsubscribeToken(await services.mail.unsubscribeKey(services.db), token) : null;
      if (!named || !(await services.mailPreferences.unsubscribe(named.userId, named.kind, request.ip))) {
        throw new AppError("NOT_FOUND", INVALID);
      }
      return { unsubscribed: named.kind };
    },
  );
};
