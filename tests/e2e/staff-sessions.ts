import { expect, test as base, type BrowserContext } from "@playwright/test";
import { demoUsers } from "#server/seed/demo-users.ts";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Sign in through the API once per worker; tests reuse the session's cookie. */
function signedInState(account: { username: string; password: string }) {
  return [
    async (
      { playwright }: { playwright: typeof import("@playwright/test") },
      use: (state: StorageState) => Promise<void>,
      workerInfo: { project: { use: { baseURL?: string } } },
    ) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const response = await api.post("/api/login", {
        data: { username: account.username, password: account.password },
      });
      expect(response.status(), `${account.username} sign-in`).toBe(200);
      await use(await api.storageState());
      await api.dispose();
    },
    { scope: "worker" },
  ] as const;
}

/**
 * The demo staff accounts' sessions (demo database only), one sign-in per worker (successful
 * sign-ins do not count toward the limits). Use with `test.use({ storageState: ... })` or extend.
 */
export const staffTest = base.extend<object, { adminState: StorageState; superAdminState: StorageState }>({
  adminState: signedInState(demoUsers.admin) as never,
  superAdminState: signedInState(demoUsers.superAdmin) as never,
});

/** Every test signed in as the demo admin. */
export const adminTest = staffTest.extend({
  storageState: async ({ adminState }, use) => use(adminState),
});
