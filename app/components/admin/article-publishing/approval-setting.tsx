import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { publishingApi } from "#domain/api/articles.ts";

/**
 * The firm's approval setting (super admins; decision 0031): with it on, admins submit articles
 * and a super admin approves before anything is published. Saved explicitly, audited on the server.
 */
export function ApprovalSetting({ required }: { required: boolean }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const value = new FormData(event.currentTarget).get("required") === "on";
    setPending(true);
    try {
      await api.put<typeof publishingApi.updateSettings>("/api/news/publishing-settings", { required: value });
      toast({
        title: "Publishing setting saved",
        description: value
          ? "Admins now submit articles for a super admin's approval."
          : "Admins publish and schedule articles themselves.",
      });
      void revalidator.revalidate();
    } catch (error) {
      toast({
        title: "Failed to save the setting",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card>
      <CardBody>
        <h3 className="text-base font-semibold text-brand-900">Compliance review</h3>
        <p className="mt-1 text-sm text-slate-700">
          Currently {required ? "a super admin approves every publication" : "admins publish directly"}.
        </p>
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-center gap-4">
          <Checkbox name="required" defaultChecked={required}>
            Require a super admin&apos;s approval before anything is published
          </Checkbox>
          <Button type="submit" variant="outline" size="sm" aria-disabled={pending || undefined}>
            {pending ? "Saving..." : "Save setting"}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
