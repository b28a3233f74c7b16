import { data, type AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { entityIdFrom } from "#domain/entities.ts";
import { SUBSCRIPTION_NOT_FOUND } from "#domain/subscription-signing.ts";
import { isForeignPost } from "./edelivery.server.ts";
import { PRIVATE_HEADERS } from "./guards.server.ts";

/** What the sign form answers: the outcome, or the refusal with the fields to fix and what was typed. */
export type SignActionData =
  | { ok: true; message: string }
  | { ok: false; error: string; fieldErrors?: Record<string, string[]>; typedName?: string };

/** The subscription id of the path, or a 404 (as for any subscription the person may not see). */
export function subscriptionIdOf(raw: string | undefined): number {
  const id = entityIdFrom(raw);
  if (!id) throw new Response(SUBSCRIPTION_NOT_FOUND, { status: 404, headers: PRIVATE_HEADERS });
  return id;
}

/** A service error (duck-typed: the page bundle's copy of the server's error class is not the services'). */
const serviceError = (error: unknown) => {
  const e = error as { code?: unknown; status?: unknown; message?: string; fieldErrors?: Record<string, string[]> };
  return typeof e?.code === "string" && typeof e.status === "number" ? e : null;
};

/** The sign page's view; 404 for a subscription of an entity the person does not see. */
export async function signPageFor(context: AppLoadContext, user: SessionUser, id: number) {
  try {
    return await context.services.subscriptionSigning.view(id, user);
  } catch (error) {
    if (serviceError(error)?.code === "NOT_FOUND") {
      throw new Response(SUBSCRIPTION_NOT_FOUND, { status: 404, headers: PRIVATE_HEADERS });
    }
    throw error;
  }
}

/**
 * The sign form's action: the same service as POST /api/subscriptions/:id/signatures, with the
 * request's evidence (the client's address, its user agent, the session signed in with). Works
 * without JavaScript; the loader runs again after it, so the page shows the new status.
 */
export async function signAction(request: Request, context: AppLoadContext, user: SessionUser, id: number) {
  if (isForeignPost(request, context.baseUrl)) {
    return data<SignActionData>(
      { ok: false, error: "This form must be sent from the portal itself." },
      { status: 403, headers: PRIVATE_HEADERS },
    );
  }
  const form = await request.formData();
  const typedName = String(form.get("typedName") ?? "");
  const body = {
    consent: form.get("consent") === "yes",
    typedName,
    documentSha256: String(form.get("documentSha256") ?? ""),
  };
  const session = await context.auth.getSession();
  try {
    const receipt = await context.services.subscriptionSigning.sign(id, user, body, {
      ip: context.clientIp,
      userAgent: (request.headers.get("user-agent") ?? "").slice(0, 500) || "unknown",
      sessionId: session?.sessionId ?? null,
    });
    const message =
      receipt.remaining === 0
        ? "Signed. Every signatory has signed: the subscription is submitted to the firm for review."
        : `Signed. ${receipt.remaining} more signator${receipt.remaining === 1 ? "y" : "ies"} must sign before it is submitted.`;
    return data<SignActionData>({ ok: true, message }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    const e = serviceError(error);
    if (!e) throw error;
    return data<SignActionData>(
      { ok: false, error: e.message ?? "Not signed", fieldErrors: e.fieldErrors, typedName },
      { status: e.status as number, headers: PRIVATE_HEADERS },
    );
  }
}
