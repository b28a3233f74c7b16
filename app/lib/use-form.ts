import { useState, type FormEvent } from "react";
import { useToast } from "#app/components/ui/toaster.tsx";
import { useFieldErrors, type Checked, type FieldErrors, type FormSchema } from "#app/lib/use-field-errors.ts";

// The one way our forms handle input and errors: the rule is in use-field-errors.ts
// (docs/decisions/0012-forms.md).

/**
 * A controlled form over a JSON request: values, change handlers, the domain-schema check, the
 * request, pending state, and the error rule above. `failure` titles the toast of an error tied
 * to no field; pass `onError` to say such an error some other way.
 */
export function useForm<V extends object, P = unknown, S extends FormSchema = FormSchema>(options: {
  initial: () => V;
  fields: readonly string[];
  schema: S;
  toPayload: (values: V) => P;
  /** Extra checks the schema can't make (a variant's rule); field name → message. */
  validate?: (values: V) => FieldErrors;
  /**
   * The request, once the payload passed `schema`: it is then that schema's input, the body the
   * operation takes (`api.post<typeof op>(path, payload)`, app/lib/api-client.ts).
   */
  submit: (payload: P & Checked<S>) => Promise<unknown>;
  failure: string;
  /** Said under `failure` instead of the server's reason (a fixed text of docs/product.md). */
  failureDescription?: string;
  onSuccess?: () => void;
  onError?: (message: string) => void;
  onPendingChange?: (pending: boolean) => void;
}) {
  const toast = useToast();
  const [values, setValues] = useState(options.initial);
  const [pending, setPendingState] = useState(false);
  const errors = useFieldErrors(options.fields);
  const setPending = (value: boolean) => {
    setPendingState(value);
    options.onPendingChange?.(value);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const payload = options.toPayload(values);
    if (!errors.check(options.schema, payload, options.validate?.(values))) return;
    setPending(true);
    try {
      await options.submit(payload);
    } catch (error) {
      setPending(false);
      const message = errors.fromServer(error);
      if (message === null) return;
      if (options.onError) options.onError(message);
      else
        toast({
          title: options.failure,
          description: options.failureDescription ?? (message || undefined),
          variant: "destructive",
        });
      return;
    }
    setPending(false);
    options.onSuccess?.();
  }

  return {
    values,
    setValues,
    pending,
    error: errors.error,
    /** Clear a field's error when code changes its value (editing by the user clears it anyway). */
    clearError: errors.clear,
    /**
     * A failed request of another button of the form (not its submit): the server's errors for
     * its fields go inline; returns what is left to say elsewhere, or null when all went inline.
     */
    fromServer: errors.fromServer,
    /** Change handler of a text input or select named after its value. */
    set: (name: keyof V) => (event: { target: { value: string } }) =>
      setValues((prev) => ({ ...prev, [name]: event.target.value })),
    /** Change handler of a checkbox. */
    toggle: (name: keyof V) => (event: { target: { checked: boolean } }) =>
      setValues((prev) => ({ ...prev, [name]: event.target.checked })),
    formProps: { ...errors.formProps, onSubmit },
  };
}
