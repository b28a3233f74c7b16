import { expect, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { demoUsers } from "#server/seed/demo-users.ts";
import { gotoHydrated } from "./helpers";

export interface PortalAccount {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Sign in through the /partner-portal form, as an investor would; lands on the portal's dashboard.
 * A person with more than one entity (the demo investor: their own holding and the Mitchell Family
 * Trust) lands on All accounts (decision 0060); the callers read their own holding's dashboard, so
 * they go on to it.
 */
export async function signInOnPartnerPortal(page: Page, account: { username: string; password: string }) {
  await gotoHydrated(page, "/partner-portal");
  await page.getByRole("textbox", { name: "Username or Email", exact: true }).fill(account.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/(investment-dashboard|accounts)$/);
  if (new URL(page.url()).pathname === "/accounts") await gotoHydrated(page, "/investment-dashboard");
}

/** A new investor or viewer, created by the demo admin through the API (unique per call). */
export async function createPortalUser(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  fields: {
    role: "investor" | "viewer";
    fundIAccess?: boolean;
    fundIIAccess?: boolean;
    fundICommitment?: number;
    fundIICommitment?: number;
  },
): Promise<PortalAccount> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = {
    username: `${fields.role}-${suffix}`,
    password: `Portal-${suffix}-Pass`,
    firstName: "Taylor",
    lastName: `Portal-${suffix}`,
  };
  // A context of its own: a request context takes the test's storage state by default, and signing
  // in with a cookie ends that cookie's session (the calling test's, or its worker's staff session).
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
    storageState: { cookies: [], origins: [] },
  });
  try {
    const login = await admin.post("/api/login", {
      data: { username: demoUsers.admin.username, password: demoUsers.admin.password },
    });
    expect(login.status(), "admin sign-in").toBe(200);
    const created = await admin.post("/api/users", {
      data: {
        ...account,
        email: `${account.username}@example.com`,
        fundIAccess: false,
        fundIIAccess: false,
        ...fields,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
  return account;
}
