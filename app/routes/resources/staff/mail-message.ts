import { SUPER_ADMIN } from "#server/platform/auth/access.ts";
import { MAIL_MESSAGE_NOT_FOUND } from "#server/features/staff/mail-outbox.ts";
import { idOf, resourceLoader } from "#app/lib/resource.server.ts";

/** One message of the outbox with its plain-text body, for its dialog (GET /api/admin/mail-messages/:id). */
export const access = SUPER_ADMIN;

export const loader = resourceLoader(access, async ({ context, params }) =>
  context.services.mailOutbox.get(idOf(params.id, MAIL_MESSAGE_NOT_FOUND)),
);
