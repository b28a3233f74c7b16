import { useState } from "react";
import { useRevalidator } from "react-router";
import { displayName } from "#domain/person.ts";
import type { ManagedUser } from "#domain/user.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { twoFactorApi } from "#domain/api/account.ts";

/**
 * User management's "Reset two-factor" (super admins; decision 0028): asks first, then removes the
 * user's second factor; the server signs them out everywhere and tells them by e-mail. Kept out of
 * the shared user actions so the admin portal's JavaScript does not carry it.
 */
export function useTwoFactorReset() {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [target, setTarget] = useState<ManagedUser | null>(null);

  const reset = async () => {
    if (!target) return false;
    try {
      await api.post<typeof twoFactorApi.reset>(`/api/admin/users/${target.id}/two-factor/reset`, {});
      toast({
        title: "Two-factor sign-in reset",
        description: `${displayName(target)} was signed out and told by e-mail; they set it up again at their next sign-in.`,
      });
    } catch (error) {
      toast({
        title: "Failed to reset two-factor sign-in",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
      return false;
    }
    void revalidator.revalidate();
    return true;
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title="Reset two-factor sign-in?"
      description={
        target
          ? `${displayName(target)} (${target.username}) loses their authenticator entry and recovery codes, is signed out everywhere and is told by e-mail. Do this only after confirming who is asking, for a lost or replaced phone.`
          : ""
      }
      confirmLabel="Reset two-factor"
      pendingLabel="Resetting..."
      onConfirm={reset}
    />
  );

  return { ask: setTarget, dialog };
}
