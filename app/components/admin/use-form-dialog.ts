import { useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api-client";

/**
 * The create/edit dialog pattern of the admin screens: empty for create, prefilled for edit (the
 * submit label becomes "Update"), "Creating..."/"Updating..." while saving, the server's field
 * errors inline, the spec's success and failure toasts, and the page's data reloaded afterwards.
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
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  return {
    open,
    editing,
    pending,
    fieldErrors,
    submitLabel: editing ? (pending ? "Updating..." : "Update") : pending ? "Creating..." : "Create",
    openCreate() {
      setEditing(null);
      setFieldErrors({});
      setOpen(true);
    },
    openEdit(item: T) {
      setEditing(item);
      setFieldErrors({});
      setOpen(true);
    },
    setOpen,
    /** Run the save; on success close, toast and reload the page data. */
    async save(run: (editing: T | null) => Promise<unknown>) {
      setPending(true);
      setFieldErrors({});
      try {
        await run(editing);
        toast({ title: editing ? texts.updated : texts.created });
        setOpen(false);
        revalidator.revalidate();
      } catch (error) {
        const errors: Record<string, string> = {};
        if (error instanceof ApiError) {
          for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) errors[field] = messages[0] ?? "";
        }
        setFieldErrors(errors);
        toast({
          title: editing ? texts.updateFailed : texts.createFailed,
          description: error instanceof Error ? error.message : undefined,
          variant: "destructive",
        });
      } finally {
        setPending(false);
      }
    },
  };
}

export type FormDialog<T extends { id: number }> = ReturnType<typeof useFormDialog<T>>;
