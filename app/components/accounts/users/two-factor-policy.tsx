import { useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { twoFactorApi } from "#domain/api/account.ts";

/**
 * The firm's two-factor setting (super admins; decision 0028): staff always need a second factor;
 * this makes every account need one. Saved explicitly, and audited on the server.
 */
export function TwoFactorPolicy({ requiredForAll }: { requiredForAll: boolean }) {
  const toast = useToast();
  const [saved, setSaved] = useState(requiredForAll);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const value = new FormData(event.currentTarget).get("requiredForAll") === "on";
    setPending(true);
    try {
      const result = await api.put<typeof twoFactorApi.updateSetting>("/api/admin/settings/two-factor", {
        requiredForAll: value,
      });
      setSaved(result.requiredForAll);
      toast({
        title: "Two-factor setting saved",
        description: result.requiredForAll
          ? "Every account must now set up two-factor sign-in at its next visit."
          : "Two-factor sign-in is required for staff only.",
      });
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
    <section aria-labelledby="two-factor-policy-heading">
      <Card>
        <CardBody>
          <h2 id="two-factor-policy-heading" className="text-xl font-semibold text-brand-900">
            Two-factor sign-in
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Admins and Super Admins always need it. Currently{" "}
            {saved ? "required for every account" : "optional for investors and viewers"}.
          </p>
          <form onSubmit={submit} className="mt-3 flex flex-wrap items-center gap-4">
            <Checkbox name="requiredForAll" defaultChecked={requiredForAll}>
              Require two-factor sign-in for every account
            </Checkbox>
            <Button type="submit" variant="outline" size="sm" aria-disabled={pending || undefined}>
              {pending ? "Saving..." : "Save setting"}
            </Button>
          </form>
        </CardBody>
      </Card>
    </section>
  );
}
