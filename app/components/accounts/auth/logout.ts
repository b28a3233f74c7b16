import { useState } from "react";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { sessionApi } from "#domain/api/account.ts";

/**
 * Log out: end the session on the server (the cookie is HttpOnly, so only the server can clear
 * it), then load `to` as a full page so nothing of the signed-in screens stays in memory. If the
 * call fails the user stays where they are and is told, rather than seeming signed out.
 */
export function useLogout(to: string) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    if (pending) return;
    setPending(true);
    try {
      await api.post<typeof sessionApi.logout>("/api/logout", {});
      window.location.assign(to);
    } catch {
      setPending(false);
      toast({ title: "Logout Failed", description: "Unable to connect to server", variant: "destructive" });
    }
  };
  return { logout, pending };
}
