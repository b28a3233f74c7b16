import { useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "#app/components/ui/toaster.tsx";
import type { Checked, FieldErrors, FormSchema } from "#app/lib/use-field-errors.ts";
import { useForm } from "#app/lib/use-form.ts";

/**
 * The create/edit dialog pattern of the admin screens: empty for create, prefilled for edit (the
 * submit label becomes "Update"), "Creating..."/"Updating..." while saving (the dialog can't be
 * closed meanwhile), the success toast of docs/product.md, and the page's data reloaded afterwards. The form
 * inside is a `useDialogForm`.
 */
export function useFormDialog<T extends { id: number }>(texts: {
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [pending, setPending] = useState(false);

  return {
    open,
    editing,
    pending,
    setPending,
    texts,
    submitLabel: editing ? (pending ? "Updating..." : "Update") : pending ? "Creating..." : "Create",
    openCreate() {
      setEditing(null);
      setOpen(true);
    },
    openEdit(item: T) {
      setEditing(item);
      setOpen(true);
    },
    /** Opening or closing by the user (Escape, Cancel, the close button): not while saving. */
    onOpenChange(next: boolean) {
      if (!pending) setOpen(next);
    },
    setOpen,
    /** After a successful save: say so, close, reload the page data. */
    saved() {
      toast({ title: editing ? texts.updated : texts.created });
      setOpen(false);
      void revalidator.revalidate();
    },
  };
}

export type FormDialog<T extends { id: number }> = ReturnType<typeof useFormDialog<T>>;

/**
 * The form inside a create/edit dialog (useForm's rules): `save` creates (editing null: a POST) or
 * saves an edit (a PUT to the item's path), each call typed by its operation (app/lib/api-client.ts);
 * an error tied to no field is the dialog's failure toast ("Failed to create …" with the server's
 * reason).
 */
export function useDialogForm<T extends { id: number }, V extends object, P, S extends FormSchema>(
  dialog: FormDialog<T>,
  options: {
    initial: () => V;
    fields: readonly string[];
    /** The domain schema, or one per mode when create and update differ. */
    schema: S | ((editing: boolean) => S);
    toPayload: (values: V, editing: boolean) => P;
    validate?: (values: V) => FieldErrors;
    /** The request, once the payload passed the schema (so it is the schema's input). */
    save: (payload: P & Checked<S>, editing: T | null) => Promise<unknown>;
    /** Replaces the toast's title and reason (the News tab's "Error" / "Failed to save news article"). */
    failureMessage?: string;
  },
) {
  const { editing, texts } = dialog;
  const schema: S = typeof options.schema === "function" ? options.schema(editing !== null) : options.schema;
  return useForm({
    initial: options.initial,
    fields: options.fields,
    schema,
    toPayload: (values: V) => options.toPayload(values, editing !== null),
    validate: options.validate,
    submit: (payload) => options.save(payload, editing),
    failure: editing ? texts.updateFailed : texts.createFailed,
    failureDescription: options.failureMessage,
    onSuccess: dialog.saved,
    onPendingChange: dialog.setPending,
  });
}
