import { Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import type { FormDialog } from "~/components/admin/use-form-dialog";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useToast } from "~/components/ui/toaster";
import { deleteJson, postJson, putJson } from "~/lib/api-client";

/**
 * Pieces shared by the admin portal's content tabs (Investments, Resources, Videos): the tab
 * header with its add button, the empty state, row action buttons with accessible names, the
 * delete confirmation, client-side checks with the domain schemas, and the dialog footer.
 */

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** "8500000.00" → "$8,500,000"; "1250.50" → "$1,250.50". */
export const formatUsd = (decimal: string) => usd.format(Number(decimal));
/** "12.50" → "12.5%". */
export const formatPercent = (decimal: string) => `${percent.format(Number(decimal))}%`;

/** The tab's heading (focusable, so focus can land on it after a row is deleted) and add button. */
export function TabHeader({
  title,
  description,
  headingRef,
  headingId,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  description: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
  addLabel: string;
  onAdd: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-brand-900 outline-none">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {children}
        <AddButton label={addLabel} onClick={onAdd} />
      </div>
    </div>
  );
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

/** Shown instead of the list when there is nothing to list. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="text-slate-700">{message}</p>
      {children}
    </div>
  );
}

/** "Edit" / "Delete" buttons whose accessible names carry the item's name ("Edit Riverside …"). */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    // `relative` keeps the visually hidden names inside the table's scroll box on small screens.
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} className="relative">
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Edit<span className="sr-only"> {name}</span>
      </Button>
      <Button variant="outline" size="sm" onClick={onDelete} className="relative border-red-200 text-red-800 hover:bg-red-50">
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete<span className="sr-only"> {name}</span>
      </Button>
    </div>
  );
}

/**
 * Delete with confirmation: DELETE `path(item)`, the spec's toasts, the page data reloaded. Focus
 * returns to the Delete button on Cancel, and moves to the tab heading after a delete.
 */
export function useDeleteWithConfirm<T extends { id: number }>(options: {
  path: (item: T) => string;
  name: (item: T) => string;
  noun: string;
  deleted: string;
  deleteFailed: string;
  focusAfter: RefObject<HTMLElement | null>;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  // After a delete the row and its Delete button are gone: focus lands on the tab heading.
  const deleted = useRef(false);

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      finalFocus={() => (deleted.current ? options.focusAfter.current : null)}
      title={`Delete ${options.noun}?`}
      description={target ? `"${options.name(target)}" will be permanently deleted. This cannot be undone.` : ""}
      onConfirm={async () => {
        if (!target) return false;
        try {
          await deleteJson(options.path(target));
        } catch (error) {
          toast({
            title: options.deleteFailed,
            description: error instanceof Error ? error.message : undefined,
            variant: "destructive",
          });
          return false;
        }
        toast({ title: options.deleted });
        deleted.current = true;
        void revalidator.revalidate();
        return true;
      }}
    />
  );

  return {
    dialog,
    ask(item: T) {
      deleted.current = false;
      setTarget(item);
      setOpen(true);
    },
  };
}

/**
 * A save failure shown inside the open dialog. The toast says it too, but while a modal is open
 * Radix hides everything outside it from assistive technology, toasts included.
 */
export function useSaveError() {
  const [message, setMessage] = useState<string | null>(null);
  return {
    alert: (
      <div role="alert">
        {message ? <p className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">{message}</p> : null}
      </div>
    ),
    /** Run the request; on failure keep "<failure text>: <server message>" and rethrow for the toast. */
    track<R>(failure: string, request: () => Promise<R>) {
      setMessage(null);
      return request().catch((error: unknown) => {
        setMessage(error instanceof Error && error.message ? `${failure}: ${error.message}` : failure);
        throw error;
      });
    },
  };
}

type SafeParser = {
  safeParse(data: unknown):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
};

/** The first message per field when `payload` fails the domain schema the server also uses. */
export function schemaFieldErrors(schema: SafeParser, payload: unknown): Record<string, string> {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * A dialog form's submit handling: check the payload on the client first (inline errors, focus on
 * the first invalid field), and only then run the save.
 */
export function useCheckedSubmit(fieldOrder: readonly string[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  return {
    formRef,
    clientErrors,
    submit(event: FormEvent<HTMLFormElement>, errors: Record<string, string>, save: () => void) {
      event.preventDefault();
      setClientErrors(errors);
      const first = fieldOrder.find((name) => errors[name]);
      if (first) {
        const control = formRef.current?.elements.namedItem(first);
        if (control instanceof HTMLElement) control.focus();
        return;
      }
      save();
    },
  };
}

/**
 * The state and submit of an admin create/edit dialog over a JSON resource at `path`: the values,
 * a change handler per text field, each field's error (the client's check first, then the
 * server's), and a submit that checks the payload with the schema the server uses, then POSTs it
 * to `path` (create) or PUTs it to `path/:id` (edit); a failure also shows inside the dialog.
 */
export function useDialogForm<T extends { id: number }, V extends object>(
  form: FormDialog<T>,
  options: {
    initial: () => V;
    fieldOrder: readonly string[];
    /** The domain schema, or one per mode when create and update differ. */
    schema: SafeParser | ((editing: boolean) => SafeParser);
    toPayload: (values: V, editing: boolean) => unknown;
    path: string;
    texts: { createFailed: string; updateFailed: string };
  },
) {
  const [values, setValues] = useState(options.initial);
  const checked = useCheckedSubmit(options.fieldOrder);
  const saveError = useSaveError();
  return {
    values,
    setValues,
    formRef: checked.formRef,
    alert: saveError.alert,
    set: (name: keyof V) => (event: { target: { value: string } }) => setValues((prev) => ({ ...prev, [name]: event.target.value })),
    error: (name: string) => checked.clientErrors[name] || form.fieldErrors[name],
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const editing = form.editing !== null;
      const payload = options.toPayload(values, editing);
      const schema = typeof options.schema === "function" ? options.schema(editing) : options.schema;
      checked.submit(event, schemaFieldErrors(schema, payload), () =>
        void form.save((target) =>
          saveError.track(target ? options.texts.updateFailed : options.texts.createFailed, () =>
            target ? putJson(`${options.path}/${target.id}`, payload) : postJson(options.path, payload),
          ),
        ),
      );
    },
  };
}

/** A form's options plus the stored value when it is not one of them (older data stays selectable on edit). */
export function withCurrent<O extends string>(options: readonly O[], current: O | undefined): readonly O[] {
  return current !== undefined && !options.includes(current) ? [current, ...options] : options;
}

/** Cancel and submit ("Create"/"Update", "Creating..."/"Updating...") at the foot of a dialog form. */
export function FormActions({ submitLabel, pending, onCancel }: { submitLabel: string; pending: boolean; onCancel: () => void }) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}

export const REQUIRED_NOTE = "Fields marked * are required.";
