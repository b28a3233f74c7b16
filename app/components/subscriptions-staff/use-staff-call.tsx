import { useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "#app/components/ui/toaster.tsx";
import { ApiError } from "#app/lib/api-client.ts";

/**
 * One staff action on the subscription page: while it runs the buttons wait; once done the page's
 * data is read again; a refusal (409 naming why, or a 400) is kept to be shown where it was asked.
 */
export function useStaffCall() {
  const revalidator = useRevalidator();
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  async function run(key: string, call: () => Promise<unknown>, done: string) {
    setPending(key);
    setError(null);
    try {
      await call();
      toast({ title: done });
      await revalidator.revalidate();
      return true;
    } catch (caught) {
      // A 400 names its fields: their messages say more than "Some fields are not valid".
      const fields = caught instanceof ApiError && caught.fieldErrors ? Object.values(caught.fieldErrors).flat() : [];
      const message =
        fields.length > 0 ? fields.join(" ") : caught instanceof Error ? caught.message : "Something went wrong";
      setError({ key, message });
      return false;
    } finally {
      setPending(null);
    }
  }
  return { run, pending, errorOf: (key: string) => (error?.key === key ? error.message : null) };
}

/** A refusal shown where the action was asked, read out when it appears. */
export function Refusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
