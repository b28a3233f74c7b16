import { useRef, useState, type FormEvent } from "react";
import {
  HONEYPOT_FIELD,
  INVESTMENT_INTEREST_LABELS,
  INVESTMENT_INTERESTS,
  inquiryInputSchema,
  type InvestmentInterest,
} from "../../../../domain/inquiry";
import { Button } from "~/components/ui/button";
import { Field, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { useToast } from "~/components/ui/toaster";
import { ApiError, postJson } from "~/lib/api-client";

import { fieldErrorsOf } from "../../../../domain/field-errors";
import { INQUIRY_FAILURE, INQUIRY_RATE_LIMITED, INQUIRY_SUCCESS } from "../../../../domain/inquiry-messages";

/** What the home route's action answered when the form was posted without JavaScript. */
export type InquiryServerResult =
  | { status: "created" }
  | { status: "invalid"; fieldErrors: Record<string, string[]> }
  | { status: "rate_limited" };

type FieldName = "firstName" | "lastName" | "email" | "investmentInterest" | "message";
type Errors = Partial<Record<FieldName, string>>;

const isInterest = (v: string | undefined): v is InvestmentInterest =>
  !!v && (INVESTMENT_INTERESTS as readonly string[]).includes(v);

function firstErrors(fieldErrors: Record<string, string[]> | undefined): Errors {
  const errors: Errors = {};
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages[0]) errors[key as FieldName] = messages[0];
  }
  return errors;
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
  const formRef = useRef<HTMLFormElement>(null);
  // "Get Updates" on Fund III arrives with ?interest=upcoming-fund-iii: preselect it.
  const [interest, setInterest] = useState<string>(isInterest(defaultInterest) ? defaultInterest : "");
  const [errors, setErrors] = useState<Errors>(
    serverResult?.status === "invalid" ? firstErrors(serverResult.fieldErrors) : {},
  );
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(serverResult?.status === "created");
  const [failure, setFailure] = useState<string | null>(
    serverResult?.status === "rate_limited" ? INQUIRY_RATE_LIMITED : serverResult?.status === "invalid" ? INQUIRY_FAILURE : null,
  );

  function focusFirstError(next: Errors) {
    const first = (["firstName", "lastName", "email", "investmentInterest", "message"] as const).find((f) => next[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = inquiryInputSchema.safeParse(data);
    if (!parsed.success) {
      const next = firstErrors(fieldErrorsOf(parsed.error.issues));
      setErrors(next);
      focusFirstError(next);
      return;
    }
    setErrors({});
    setSubmitted(false);
    setFailure(null);
    setSubmitting(true);
    try {
      await postJson("/api/contact", { ...parsed.data, [HONEYPOT_FIELD]: data[HONEYPOT_FIELD] ?? "" });
      formRef.current?.reset();
      setInterest("");
      setSubmitted(true);
      toast({ title: "Inquiry Submitted", description: INQUIRY_SUCCESS });
    } catch (error) {
      const next = error instanceof ApiError ? firstErrors(error.fieldErrors) : {};
      setErrors(next);
      focusFirstError(next);
      const description = error instanceof ApiError && error.code === "RATE_LIMITED" ? error.message : INQUIRY_FAILURE;
      setFailure(description);
      toast({ title: "Error", description, variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} method="post" action="/?index" noValidate onSubmit={onSubmit} aria-labelledby="inquiry-form-title" className="space-y-5">
      <h3 id="inquiry-form-title" className="text-xl font-semibold text-brand-900">
        Investor Inquiry Form
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First Name" required error={errors.firstName}>
          {(p) => <Input {...p} name="firstName" autoComplete="given-name" required maxLength={100} />}
        </Field>
        <Field label="Last Name" required error={errors.lastName}>
          {(p) => <Input {...p} name="lastName" autoComplete="family-name" required maxLength={100} />}
        </Field>
      </div>
      <Field label="Email Address" required error={errors.email}>
        {(p) => <Input {...p} name="email" type="email" autoComplete="email" required maxLength={255} />}
      </Field>
      <Field label="Investment Interest" required error={errors.investmentInterest}>
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
      <Field label="Message" error={errors.message}>
        {(p) => (
          <Textarea
            {...p}
            name="message"
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
      <p role="status" className="min-h-6 text-sm text-emerald-800">
        {submitted ? INQUIRY_SUCCESS : ""}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
