import { useId, type ReactNode } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Input, Textarea } from "#app/components/ui/field.tsx";
import { REQUIRED_NOTE } from "#app/components/staff/content-tab-kit.tsx";
import type { FormDialog } from "#app/components/staff/use-form-dialog.ts";

/**
 * Pieces shared by the create/edit dialogs of the admin portal's content tabs (Investments,
 * Resources, Videos, Podcast episodes, Events), so each lives once: the dialog itself, the
 * title-and-description rows their forms open with, and the file chooser of the upload forms.
 */

/** The create/edit dialog: "Add <noun>" or "Edit <noun>", not closable while saving. */
export function ItemFormDialog<T extends { id: number }>({
  form,
  noun,
  children,
}: {
  form: FormDialog<T>;
  noun: string;
  /** The form, keyed by the edited item so each opening starts from its values. */
  children: ReactNode;
}) {
  return (
    <Dialog
      open={form.open}
      onOpenChange={form.onOpenChange}
      title={form.editing ? `Edit ${noun}` : `Add ${noun}`}
      description={REQUIRED_NOTE}
      className="max-w-2xl"
    >
      {children}
    </Dialog>
  );
}

/**
 * What of a `useDialogForm` the shared fields need: the values they show, their change handlers
 * and errors (the field's name alone fixes which).
 */
type TextFields<K extends string> = {
  values: Record<K, string>;
  set: (name: K) => (event: { target: { value: string } }) => void;
  error: (name: K) => string | undefined;
};

/** A required one-line field across both columns; the first one of a form is focused on opening. */
export function WideTextField<K extends string>({
  form,
  name,
  label,
  autoFocus,
}: {
  form: TextFields<NoInfer<K>>;
  name: K;
  label: string;
  autoFocus?: boolean;
}) {
  return (
    <div className="sm:col-span-2">
      <Field label={label} required error={form.error(name)}>
        {(p) => (
          <Input
            {...p}
            name={name}
            required
            autoFocus={autoFocus}
            autoComplete="off"
            value={form.values[name]}
            onChange={form.set(name)}
          />
        )}
      </Field>
    </div>
  );
}

/** The required description (three rows) across both columns. */
export function DescriptionField({ form }: { form: TextFields<"description"> }) {
  return (
    <div className="sm:col-span-2">
      <Field label="Description" required error={form.error("description")}>
        {(p) => (
          <Textarea
            {...p}
            name="description"
            required
            rows={3}
            value={form.values.description}
            onChange={form.set("description")}
          />
        )}
      </Field>
    </div>
  );
}

/** The rows a content form opens with: its title (or name), focused, then its description. */
export function TitleAndDescription<K extends string>({
  form,
  name,
  label = "Title",
}: {
  form: TextFields<NoInfer<K> | "description">;
  name: K;
  label?: string;
}) {
  return (
    <>
      <WideTextField form={form} name={name} label={label} autoFocus />
      <DescriptionField form={form} />
    </>
  );
}

/**
 * A file chooser across both columns with its inline error (the upload routes check the file
 * again); `hint` is read with the field, `children` (what is stored now) follow the error.
 */
export function FileField({
  name,
  label,
  accept,
  required,
  error,
  hint,
  onFile,
  children,
}: {
  name: string;
  label: string;
  accept: string;
  required?: boolean;
  error: string | undefined;
  hint?: ReactNode;
  onFile: (file: File | null) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? "" : hintId, error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800"
      />
      {hint === undefined ? null : (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
