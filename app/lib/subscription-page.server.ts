// The questionnaire pages' server side (decision 0065): the guard, service errors as responses,
// and a section's form fields as the answers the service checks (plain POSTs work without JS).
import { data, type AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { MAX_OWNERS } from "#domain/subscription-answers.ts";
import type { Field } from "#domain/subscription-questions.ts";
import { isForeignPost } from "./edelivery.server.ts";
import { PRIVATE_HEADERS, requireUser } from "./guards.server.ts";

export const investorPage = (context: AppLoadContext, url: URL) =>
  requireUser(context, url, { roles: ["investor"], loginPath: "/partner-portal" });

/** A service error as the page's answer (duck-typed: the build bundles its own copy of errors.ts). */
export function serviceError(error: unknown) {
  const e = error as { code?: unknown; status?: unknown; message?: string; fieldErrors?: Record<string, string[]> };
  if (typeof e?.code !== "string" || typeof e.status !== "number") return null;
  return { status: e.status, message: e.message ?? "Not saved", fieldErrors: e.fieldErrors ?? {} };
}

/** Runs a loader's read; a 404 or 403 from the service becomes that page status. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const refused = serviceError(error);
    if (refused && (refused.status === 404 || refused.status === 403))
      throw new Response(refused.message, { status: refused.status, headers: PRIVATE_HEADERS });
    throw error;
  }
}

export type FormAnswer =
  | { ok: true; answersVersion?: number; message?: string }
  | {
      ok: false;
      status: number;
      error: string;
      fieldErrors: Record<string, string[]>;
      /** What was sent, so a refused plain POST shows it again (never a sealed value: none is echoed). */
      values?: Record<string, unknown>;
    };

export const answer = (value: FormAnswer, status = 200) => data(value, { status, headers: PRIVATE_HEADERS });
export const refusal = (error: unknown, values?: Record<string, unknown>) => {
  const refused = serviceError(error);
  if (!refused) throw error;
  return answer(
    { ok: false, status: refused.status, error: refused.message, fieldErrors: refused.fieldErrors, values },
    refused.status,
  );
};
export const foreign = (request: Request, context: AppLoadContext) =>
  isForeignPost(request, context.baseUrl)
    ? answer({ ok: false, status: 403, error: "This form must be sent from the portal itself.", fieldErrors: {} }, 403)
    : null;

const textOf = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A section's form as its answers: text as typed, boxes ticked or not, numbers where they parse. */
export function answersFromForm(fields: readonly Field[], form: FormData): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of fields) {
    switch (field.type) {
      case "checkbox":
        answers[field.key] = form.has(field.key);
        break;
      case "checkboxes":
        answers[field.key] = form.getAll(field.key).map(String);
        break;
      case "dollars": {
        const raw = textOf(form, field.key).replace(/[$,\s]/g, "");
        answers[field.key] = /^\d+$/.test(raw) ? Number(raw) : raw;
        break;
      }
      case "owners": {
        const rows = [];
        for (let i = 0; i < MAX_OWNERS; i++) {
          const name = textOf(form, `owners.${i}.name`).trim();
          const country = textOf(form, `owners.${i}.country`);
          const percent = textOf(form, `owners.${i}.percent`).trim();
          if (!name && !country && !percent) continue;
          rows.push({ name, country, percent: /^\d+(\.\d+)?$/.test(percent) ? Number(percent) : percent });
        }
        answers[field.key] = rows;
        break;
      }
      case "person":
        answers[field.key] = { name: textOf(form, `${field.key}.name`), title: textOf(form, `${field.key}.title`) };
        break;
      default:
        answers[field.key] = textOf(form, field.key);
    }
  }
  return answers;
}

export type Investor = SessionUser;
