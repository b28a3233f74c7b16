import { useRef, useState, type FormEvent } from "react";
import {
  HONEYPOT_FIELD,
  INVESTMENT_INTEREST_LABELS,
  INVESTMENT_INTERESTS,
  type InvestmentInterest,
} from "#domain/inquiry-options.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, NativeSelect, Textarea } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { BodyOf } from "#domain/api/contract.ts";
import type { inquiryApi } from "#domain/api/staff.ts";
import { firstMessages, useFieldErrors, type FormSchema } from "#app/lib/use-field-errors.ts";
import { INQUIRY_FAILURE, INQUIRY_RATE_LIMITED, INQUIRY_SUCCESS } from "#domain/inquiry-messages.ts";

type FieldName = (typeof INQUIRY_FIELD_NAMES)[number];
export const INQUIRY_FIELD_NAMES = ["firstName", "lastName", "email", "investmentInterest", "message"] as const;

/** What the home route's action answered when the form was posted without JavaScript. */
export type InquiryServerResult =
  | { status: "created" }
  | { status: "invalid"; fieldErrors: Record<string, string[]>; values: Partial<Record<FieldName, string>> }
  | { status: "rate_limited" };

/**
 * The form's id: without JavaScript it posts to "/?index#inquiry", so the answer (the thank-you
 * or the field errors, both at the top of the form) opens scrolled to the form, not the page top.
 */
export const INQUIRY_FORM_ID = "inquiry";

const isInterest = (v: string | undefined): v is InvestmentInterest =>
  !!v && (INVESTMENT_INTERESTS as readonly string[]).includes(v);

/**
 * The shared schema (and zod with it) is not needed to show the home page: it loads when the
 * visitor first focuses the form, and the submit waits for it (docs/decisions/0018). Should it
 * fail to load, the server checks the same schema anyway.
 */
let inquirySchema: Promise<FormSchema | null> | undefined;
function loadInquirySchema(): Promise<FormSchema | null> {
  inquirySchema ??= import("#domain/inquiry.ts").then(
    (module) => module.inquiryInputSchema,
    () => {
      inquirySchema = undefined; // try again next time
      return null;
    },
  );
  return inquirySchema;
}

/** The Investor Inquiry Form: validated with the shared schema here and again on the server. */
export function InquiryForm({
  defaultInterest,
  serverResult,
}: {
  defaultInterest?: string;
  serverResult?: InquiryServerResult;
}) {
  const toast = useToast();
  // A refused no-JavaScript post comes back with what was typed, so nothing is lost.
  const posted = serverResult?.status === "invalid" ? serverResult.values : {};
  const serverErrors = serverResult?.status === "invalid" ? firstMessages(serverResult.fieldErrors) : {};
  const { formProps, formRef, error, check, fromServer } = useFieldErrors(INQUIRY_FIELD_NAMES, serverErrors);
  // "Get Updates" on Fund III arrives with ?interest=upcoming-fund-iii: preselect it.
  const initialInterest = posted.investmentInterest ?? defaultInterest;
  const [interest, setInterest] = useState<string>(isInterest(initialInterest) ? initialInterest : "");
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const [submitted, setSubmitted] = useState(serverResult?.status === "created");
  // Field errors speak for themselves; the generic notice is for a refusal no field explains.
  const [failure, setFailure] = useState<string | null>(
    serverResult?.status === "rate_limited"
      ? INQUIRY_RATE_LIMITED
      : serverResult?.status === "invalid" && Object.keys(serverErrors).length === 0
        ? INQUIRY_FAILURE
        : null,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
      const schema = await loadInquirySchema();
      if (schema && !check(schema, data)) return;
      setSubmitted(false);
      setFailure(null);
      setSubmitting(true);
      // The server trims and checks the same schema; the honeypot goes along as typed. The body is
      // what was typed: checked above when the schema loaded (kept off the home page's first load,
      // decision 0018), else by the server alone, whose field errors come back inline.
      await api.post<typeof inquiryApi.submit>("/api/contact", data as BodyOf<typeof inquiryApi.submit>);
      formRef.current?.reset();
      setInterest("");
      setSubmitted(true);
      toast({ title: "Inquiry Submitted", description: INQUIRY_SUCCESS });
    } catch (error) {
      // The server's errors for the fields go inline; only a refusal no field explains is said above.
      if (fromServer(error) === null) return;
      const description = error instanceof ApiError && error.code === "RATE_LIMITED" ? error.message : INQUIRY_FAILURE;
      setFailure(description);
      toast({ title: "Error", description, variant: "destructive" });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form
      {...formProps}
      id={INQUIRY_FORM_ID}
      method="post"
      action={`/?index#${INQUIRY_FORM_ID}`}
      onSubmit={onSubmit}
      onFocus={() => void loadInquirySchema()}
      aria-labelledby="inquiry-form-title"
      className="space-y-5"
    >
      <div>
        <h3 id="inquiry-form-title" className="text-xl font-semibold text-brand-900">
          Investor Inquiry Form
        </h3>
        {/* The outcome sits at the top of the form, where a no-JavaScript post lands. */}
        <p role="status" className="mt-2 text-sm font-medium text-emerald-800 empty:mt-0">
          {submitted ? INQUIRY_SUCCESS : ""}
        </p>
        {failure ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {failure}
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First Name" required error={error("firstName")}>
          {(p) => (
            <Input
              {...p}
              name="firstName"
              defaultValue={posted.firstName}
              autoComplete="given-name"
              required
              maxLength={100}
            />
          )}
        </Field>
        <Field label="Last Name" required error={error("lastName")}>
          {(p) => (
            <Input
              {...p}
              name="lastName"
              defaultValue={posted.lastName}
              autoComplete="family-name"
              required
              maxLength={100}
            />
          )}
        </Field>
      </div>
      <Field label="Email Address" required error={error("email")}>
        {(p) => (
          <Input
            {...p}
            name="email"
            type="email"
            defaultValue={posted.email}
            autoComplete="email"
            required
            maxLength={255}
          />
        )}
      </Field>
      <Field label="Investment Interest" required error={error("investmentInterest")}>
        {(p) => (
          <NativeSelect
            {...p}
            name="investmentInterest"
            required
            value={interest}
            onChange={(e) => setInterest(e.target.value)}
          >
            <option value="">Select your investment interest</option>
            {INVESTMENT_INTERESTS.map((value) => (
              <option key={value} value={value}>
                {INVESTMENT_INTEREST_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Message" error={error("message")}>
        {(p) => (
          <Textarea
            {...p}
            name="message"
            defaultValue={posted.message}
            rows={4}
            maxLength={5000}
            placeholder="Tell us about your investment goals (optional)"
          />
        )}
      </Field>
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? "Submitting..." : "Submit Inquiry"}
      </Button>
      <p className="text-xs leading-5 text-slate-600">
        We use your details only to answer your inquiry. Read our{" "}
        <a href="/privacy-policy" className="font-medium text-brand-700 underline">
          Privacy Policy
        </a>
        .
      </p>
    </form>
  );
}
