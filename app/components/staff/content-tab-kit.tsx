import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { Link, useRevalidator } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { useFormDialog } from "#app/components/staff/use-form-dialog.ts";

/**
 * Pieces shared by the admin portal's content tabs (Investments, Resources, Videos, Events, the
 * podcast episodes): the tab header with its add button, the empty state, row action buttons with
 * accessible names, the delete confirmation, the tab's state (`useContentTab`), and the dialog
 * footer. The dialog forms are `useDialogForm`s (use-form-dialog.ts), their dialog and common
 * fields are in dialog-form-kit.tsx.
 */
/** A button's action, or a page it leads to (then it is a link styled as a button). */
type Action = (() => void) | { href: string };

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
  /** What adding does: open a dialog, or go to a page (the article editor). */
  onAdd: Action;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-brand-900 outline-none"
        >
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

export function AddButton({ label, onClick }: { label: string; onClick: Action }) {
  const content = (
    <>
      <Plus className="h-4 w-4" aria-hidden="true" />
      {label}
    </>
  );
  return typeof onClick === "function" ? (
    <Button onClick={onClick}>{content}</Button>
  ) : (
    <Link to={onClick.href} className={buttonClass("primary")}>
      {content}
    </Link>
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
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: Action; onDelete: () => void }) {
  return (
    // `relative` keeps the visually hidden names inside the table's scroll box on small screens.
    <div className="flex flex-wrap gap-2">
      {typeof onEdit === "function" ? (
        <EditButton name={name} onClick={onEdit} />
      ) : (
        <Link to={onEdit.href} className={cn(buttonClass("outline", "sm"), "relative")}>
          <EditLabel name={name} />
        </Link>
      )}
      <DeleteButton name={name} onClick={onDelete} />
    </div>
  );
}

function EditLabel({ name }: { name: string }) {
  return (
    <>
      <Pencil className="h-4 w-4" aria-hidden="true" />
      Edit<span className="sr-only"> {name}</span>
    </>
  );
}

/** A row's or card's "Edit" button, named after its item ("Edit Riverside …"). */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} className="relative">
      <EditLabel name={name} />
    </Button>
  );
}

/** A row's or card's "Delete" button, named after its item. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onClick}
      className="relative border-red-200 text-red-800 hover:bg-red-50"
    >
      <Trash2 className="h-4 w-4" aria-hidden="true" />
      Delete<span className="sr-only"> {name}</span>
    </Button>
  );
}

/**
 * Delete with confirmation: DELETE `path(item)`, the toasts of docs/product.md §Texts the product
 * shows, the page data reloaded. Focus
 * returns to the Delete button on Cancel, and moves to the tab heading after a delete.
 */
export function useDeleteWithConfirm<T extends { id: number }>(options: {
  /** The DELETE, typed by its operation (app/lib/api-client.ts). */
  remove: (item: T) => Promise<unknown>;
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
          await options.remove(target);
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
 * What a content tab with a create/edit dialog holds: its heading (labelling the tab's section;
 * focus lands on it after a delete), the dialog (`useFormDialog`) and the delete confirmation.
 * `texts` are the toasts of both (docs/product.md §Texts the product shows).
 */
export function useContentTab<T extends { id: number }>(
  texts: {
    created: string;
    updated: string;
    createFailed: string;
    updateFailed: string;
    deleted: string;
    deleteFailed: string;
  },
  deleting: { remove: (item: T) => Promise<unknown>; name: (item: T) => string; noun: string },
) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useFormDialog<T>(texts);
  const remove = useDeleteWithConfirm<T>({
    ...deleting,
    deleted: texts.deleted,
    deleteFailed: texts.deleteFailed,
    focusAfter: headingRef,
  });
  return { headingId, headingRef, form, remove };
}

/** A form's options plus the stored value when it is not one of them (older data stays selectable on edit). */
export function withCurrent<O extends string>(options: readonly O[], current: O | undefined): readonly O[] {
  return current !== undefined && !options.includes(current) ? [current, ...options] : options;
}

/** Cancel and submit ("Create"/"Update", "Creating..."/"Updating...") at the foot of a dialog form. */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
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

/**
 * A form's fields as multipart text, with its files (the upload routes, server/platform/http/uploads.ts):
 * fields left undefined or null are not sent.
 */
export function formDataOf(fields: object, files: Record<string, File | null>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) data.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) if (file) data.append(name, file);
  return data;
}
