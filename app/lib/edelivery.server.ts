import { data, type AppLoadContext } from "react-router";
import { EDELIVERY_NOTICE_CHANGED, edeliveryConsentSchema } from "#domain/edelivery.ts";
import { EDELIVERY_NOTICE_VERSION } from "#domain/fund-operations.ts";
import type { EdeliveryActionData } from "#app/components/documents/portal/edelivery-notice.tsx";
import { PRIVATE_HEADERS, requireUser } from "./guards.server";

/**
 * A write from a page of another site, refused like the API does. React Router already refuses an
 * action whose Origin differs from the page's (400); this also catches a cross-site post that
 * names no Origin (Sec-Fetch-Site).
 */
export function isForeignPost(request: Request, baseUrl: string) {
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(baseUrl).origin) return true;
  return request.headers.get("sec-fetch-site") === "cross-site";
}

/**
 * The portal pages' action: the investor accepts the e-delivery notice (the form's `version` is
 * the notice they were shown). The same service as POST /api/investor/edelivery-consent; the form
 * works without JavaScript. The loaders run again after it, so the documents appear.
 */
export async function edeliveryConsentAction({
  request,
  context,
  url,
}: {
  request: Request;
  context: AppLoadContext;
  url: URL;
}) {
  const user = await requireUser(context, url, { roles: ["investor", "viewer"], loginPath: "/partner-portal" });
  const refuse = (status: number, error: string) =>
    data<EdeliveryActionData>({ accepted: false, error }, { status, headers: PRIVATE_HEADERS });
  if (isForeignPost(request, context.baseUrl)) return refuse(403, "This form must be sent from the portal itself.");
  const form = await request.formData();
  const parsed = edeliveryConsentSchema.safeParse({ version: form.get("version") ?? "" });
  if (!parsed.success) return refuse(400, "The notice's version is missing. Reload the page and try again.");
  // The service makes the same checks (and throws); said here as answers, since the page bundle's
  // copy of the server's error class is not the one the services throw.
  if (user.role !== "investor") return refuse(403, "Only investors are asked to accept electronic delivery.");
  if (parsed.data.version !== EDELIVERY_NOTICE_VERSION) return refuse(409, EDELIVERY_NOTICE_CHANGED);
  const status = await context.services.investorRecords.consentToEdelivery(user, parsed.data.version, context.clientIp);
  return data<EdeliveryActionData>({ accepted: true, consentedAt: status.consentedAt! }, { headers: PRIVATE_HEADERS });
}
