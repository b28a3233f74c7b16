import { useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "#app/components/ui/toaster.tsx";
import type { FieldErrors, FormSchema } from "#app/lib/use-field-errors.ts";
import { useForm } from "#app/lib/use-form.ts";
import { postJson, putJson } from "#app/lib/api-client.ts";

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
 * The form inside a create/edit dialog over a JSON resource at `path` (useForm's rules): POST to
 * `path` to create, PUT to `path/:id` to edit; an error tied to no field is the dialog's failure
 * toast ("Failed to create …" with the server's reason).
 */
export function useDialogForm<T extends { id: number }, V extends object>(
  dialog: FormDialog<T>,
  options: {
    initial: () => V;
    fields: readonly string[];
    /** The domain schema, or one per mode when create and update differ. */
    schema: FormSchema | ((editing: boolean) => FormSchema);
    toPayload: (values: V, editing: boolean) => unknown;
    validate?: (values: V) => FieldErrors;
    path: string;
    /** Send the request some other way (another endpoint); defaults to POST path / PUT path/:id. */
    submit?: (payload: unknown, editing: T | null) => Promise<unknown>;
    /** Replaces the toast's title and reason (the News tab's "Error" / "Failed to save news article"). */
    failureMessage?: string;
  },
) {
  const { editing, texts } = dialog;
  return useForm<V>({
    initial: options.initial,
    fields: options.fields,
    schema: typeof options.schema === "function" ? options.schema(editing !== null) : options.schema,
    toPayload: (values) => options.toPayload(values, editing !== null),
    validate: options.validate,
    submit: (payload) =>
      options.submit
        ? options.submit(payload, editing)
        : editing
          ? putJson(`${options.path}/${editing.id}`, payload)
          : postJson(options.path, payload),
    failure: editing ? texts.updateFailed : texts.createFailed,
    failureDescription: options.failureMessage,
    onSuccess: dialog.saved,
    onPendingChange: dialog.setPending,
  });
}
