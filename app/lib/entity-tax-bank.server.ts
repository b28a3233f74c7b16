import { data, type AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { fieldErrorsOf } from "#domain/field-errors.ts";
import { bankAccountSchema, taxDetailsSchema, taxFormUploadSchema } from "#domain/entity-tax-bank-inputs.ts";
import { isForeignPost } from "./edelivery.server.ts";
import { PRIVATE_HEADERS } from "./guards.server.ts";

/** What the Tax and bank section's forms answer: a message, the revealed number, or the errors. */
export type TaxBankActionData =
  | { intent: string; ok: true; message: string; revealed?: string }
  | {
      intent: string;
      ok: false;
      error: string;
      fieldErrors?: Record<string, string[]>;
      values?: Record<string, string>;
    };

type Intent = "tax-details" | "reveal" | "tax-form" | "bank-change" | "cancel-change";

/** Fields given back after a refused form so nothing typed is lost (never the file). */
const textValues = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));

/**
 * A service error (duck-typed: the page bundle's copy of the server's error class is not the one
 * the services throw, see entity-page.server.ts) as the form's answer; anything else is rethrown.
 */
function refusal(intent: string, error: unknown, values?: Record<string, string>) {
  const e = error as { code?: unknown; status?: unknown; message?: string; fieldErrors?: Record<string, string[]> };
  if (typeof e?.code !== "string" || typeof e.status !== "number") throw error;
  const answer: TaxBankActionData = {
    intent,
    ok: false,
    error: e.message ?? "Not saved",
    fieldErrors: e.fieldErrors,
    values,
  };
  return data(answer, { status: e.status, headers: PRIVATE_HEADERS });
}

const invalid = (intent: string, issues: Parameters<typeof fieldErrorsOf>[0], values: Record<string, string>) =>
  data<TaxBankActionData>(
    { intent, ok: false, error: "Check the fields marked below", fieldErrors: fieldErrorsOf(issues), values },
    { status: 400, headers: PRIVATE_HEADERS },
  );

/**
 * The section's one action: each form names its `intent`; the services check the person's live
 * role on the entity again (404 unseen, 403 by role) and audit. Works without JavaScript.
 */
export async function taxBankAction(request: Request, context: AppLoadContext, user: SessionUser, entityId: number) {
  const ok = (intent: Intent, message: string, revealed?: string) =>
    data<TaxBankActionData>(
      { intent, ok: true, message, ...(revealed ? { revealed } : {}) },
      { headers: PRIVATE_HEADERS },
    );
  if (isForeignPost(request, context.baseUrl)) {
    return data<TaxBankActionData>(
      { intent: "", ok: false, error: "This form must be sent from the portal itself." },
      { status: 403, headers: PRIVATE_HEADERS },
    );
  }
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  const service = context.services.entityTaxBank;
  const ip = context.clientIp;
  switch (intent) {
    case "tax-details": {
      const values = textValues(form, ["taxClassification", "taxId"]);
      const parsed = taxDetailsSchema.safeParse(values);
      if (!parsed.success) return invalid(intent, parsed.error.issues, values);
      try {
        await service.setTaxDetails(user, ip, entityId, parsed.data);
        return ok(intent, "Tax details saved.");
      } catch (error) {
        return refusal(intent, error, values);
      }
    }
    case "reveal":
      try {
        return ok(
          intent,
          "Full tax ID shown. This view was recorded.",
          (await service.revealTaxId(user, ip, entityId)).taxId,
        );
      } catch (error) {
        return refusal(intent, error);
      }
    case "tax-form": {
      const values = textValues(form, ["kind"]);
      const parsed = taxFormUploadSchema.safeParse(values);
      if (!parsed.success) return invalid(intent, parsed.error.issues, values);
      const file = form.get("file");
      const chosen = file instanceof File && file.size > 0 ? file : null;
      try {
        const incoming = chosen ? { fileName: chosen.name, bytes: Buffer.from(await chosen.arrayBuffer()) } : undefined;
        await service.uploadTaxForm(user, ip, entityId, parsed.data.kind, incoming);
        return ok(intent, "Tax form received. We will review it and update its status here.");
      } catch (error) {
        return refusal(intent, error, values);
      }
    }
    case "bank-change": {
      const values = textValues(form, ["bankName", "accountName", "routingNumber", "accountNumber"]);
      const parsed = bankAccountSchema.safeParse(values);
      if (!parsed.success) return invalid(intent, parsed.error.issues, values);
      try {
        await service.requestBankChange(user, ip, entityId, parsed.data);
        return ok(intent, "Change requested. Every signatory has been e-mailed a link to confirm it.");
      } catch (error) {
        return refusal(intent, error, values);
      }
    }
    case "cancel-change":
      try {
        await service.cancelBankChange(user, ip, entityId);
        return ok(intent, "The pending change was cancelled.");
      } catch (error) {
        return refusal(intent, error);
      }
    default:
      return data<TaxBankActionData>(
        { intent: "", ok: false, error: "Unknown form. Reload the page and try again." },
        { status: 400, headers: PRIVATE_HEADERS },
      );
  }
}
