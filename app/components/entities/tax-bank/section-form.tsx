import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { StatusLine } from "#app/components/accounts/account/status-line.tsx";
import type { TaxBankActionData } from "#app/lib/entity-tax-bank.server.ts";

/** The answer of the section's action, when it was this form's (each form names its intent). */
export function useAnswerOf(intent: string) {
  const answer = useActionData<TaxBankActionData | undefined>();
  return answer?.intent === intent ? answer : undefined;
}

/** A field's first error from the answer, and the value typed before a refusal (nothing lost). */
export function useFieldsOf(intent: string) {
  const answer = useAnswerOf(intent);
  const refused = answer && !answer.ok ? answer : undefined;
  return {
    answer,
    error: (name: string) => refused?.fieldErrors?.[name]?.[0],
    value: (name: string, fallback = "") => refused?.values?.[name] ?? fallback,
  };
}

/**
 * One of the section's forms: a plain POST to the route's action (it works before the script has
 * loaded), with its intent, its pending state and its outcome line.
 */
export function SectionForm({
  intent,
  label,
  children,
  multipart,
  className,
}: {
  intent: string;
  label: string;
  children: (pending: boolean) => ReactNode;
  multipart?: boolean;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const answer = useAnswerOf(intent);
  return (
    <Form
      method="post"
      aria-label={label}
      preventScrollReset
      {...(multipart ? { encType: "multipart/form-data" } : {})}
      className={className}
    >
      <input type="hidden" name="intent" value={intent} />
      {children(pending)}
      <StatusLine
        className="mt-3"
        success={answer?.ok ? answer.message : null}
        error={answer && !answer.ok ? answer.error : null}
      />
    </Form>
  );
}
