import { useRef, useState, type FormEvent } from "react";
import type * as z from "zod/mini";
import { ApiError } from "#app/lib/api-client.ts";

/**
 * The one way our forms handle input and errors (docs/decisions/0012-forms.md):
 * - the payload is checked in the browser with the domain schema the server also uses;
 * - an error tied to a field is shown inline on that field (and focus moves to the first one),
 *   whether the browser or the server found it, and it goes away as soon as that field is edited;
 * - only an error tied to no field is shown elsewhere (a toast by default), so nothing is said twice.
 *
 * This module holds the field errors, all a form that sends itself needs (the sign-in and the home
 * page's inquiry form); `useForm` (use-form.ts) builds the controlled JSON forms on top of it. Kept
 * apart so the home page does not load `useForm` (its JavaScript has a budget: docs/decisions/0018).
 */

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
/** A domain (Zod) schema, as far as a form needs one. */
export interface FormSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: Issues } };
}
export type FieldErrors = Record<string, string>;
/**
 * What a payload that passed `S`'s check is: the schema's input, the body its operation takes
 * (domain/api/contract.ts `BodyOf`). Types only: nothing of Zod is loaded for it.
 */
export type Checked<S> = S extends z.ZodMiniType ? z.input<S> : unknown;

/** Whether `payload` passes `schema`; when it does, it is the schema's input (a request's body). */
export function conforms<S extends FormSchema>(schema: S, payload: unknown): payload is Checked<S> {
  return schema.safeParse(payload).success;
}

/** The first message per top-level field of a failed schema check. */
export function schemaErrors(schema: FormSchema, payload: unknown): FieldErrors {
  const result = schema.safeParse(payload);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (key && !(key in errors)) errors[key] = issue.message;
    }
  }
  return errors;
}

/** The first message per field of an API answer's `fieldErrors` (a no-JavaScript post's result, say). */
export function firstMessages(fieldErrors: Record<string, string[]> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) if (messages[0]) errors[field] = messages[0];
  return errors;
}

/**
 * Field errors of a form: `formProps.ref` and `formProps.onChange` go on the <form>, so editing a
 * named control clears its error (controlled and uncontrolled forms alike). `fields` lists the
 * form's field names in screen order: focus goes to the first with an error, and only the server's
 * errors for these fields are shown inline.
 */
export function useFieldErrors(fields: readonly string[], initial: FieldErrors = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initial);

  const show = (next: FieldErrors) => {
    setErrors(next);
    const first = fields.find((name) => next[name]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
    else if (control instanceof RadioNodeList) (control[0] as HTMLElement | undefined)?.focus();
  };
  const clear = (name: string) =>
    setErrors((prev) => {
      if (!(name in prev)) return prev;
      const { [name]: _cleared, ...rest } = prev;
      return rest;
    });

  return {
    formRef,
    errors,
    error: (name: string): string | undefined => errors[name],
    show,
    clear,
    /** Check `payload` with `schema`: shows the errors and returns false when it fails. */
    check<S extends FormSchema>(schema: S, payload: unknown, extra: FieldErrors = {}): payload is Checked<S> {
      const found = { ...schemaErrors(schema, payload), ...extra };
      show(found);
      return Object.keys(found).length === 0;
    },
    /**
     * A failed request: the server's errors for this form's fields go inline. Returns what is left
     * to say elsewhere (the message of an error tied to none of them), or null when all went inline.
     */
    fromServer(error: unknown): string | null {
      const inline: FieldErrors = {};
      const elsewhere: string[] = [];
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
          if (fields.includes(field) && messages[0]) inline[field] = messages[0];
          else elsewhere.push(...messages);
        }
      }
      show(inline);
      if (Object.keys(inline).length > 0 && elsewhere.length === 0) return null;
      return elsewhere.length > 0 ? elsewhere.join(" ") : error instanceof Error ? error.message : "";
    },
    formProps: {
      ref: formRef,
      noValidate: true,
      onChange(event: FormEvent<HTMLFormElement>) {
        const name = (event.target as Partial<HTMLInputElement>).name;
        if (name) clear(name);
      },
    },
  };
}
