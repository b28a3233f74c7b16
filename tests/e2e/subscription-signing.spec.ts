import { randomBytes } from "node:crypto";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import type { ServerBuild } from "react-router";
import { buildApp } from "#server/app.ts";
import { hashPassword } from "#server/features/accounts/passwords.ts";
import { openMemoryDatabase } from "#server/platform/db/client.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import { subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { hasFieldKey, useFieldKey } from "#server/platform/field-encryption.ts";
import { createServices } from "#server/registry.ts";
import { expectNoAxeViolations, waitForHydration } from "./helpers";

// Issue 25 §3, decision 0065: an investor signatory opens the sign page of a subscription ready
// to sign, reads the document's facts, consents, types their name and signs; it is submitted.
// The offering and questionnaire pages are built elsewhere, so this spec serves the production
// build itself on an in-memory database it arranges directly (the shared demo server holds no
// subscription to sign).
const PASSWORD = "Harbor-Light-Signing-42";
let server: { origin: string; close: () => Promise<void> };
// One server and database for both tests: one worker.
test.describe.configure({ mode: "serial" });

/** A port free now (the app's origin must be known before it is built: its API checks Origin). */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
let subscriptionId: number;
let noScriptId: number;

test.beforeAll(async () => {
  if (!hasFieldKey()) useFieldKey(randomBytes(32));
  const handle = await openMemoryDatabase();
  const db = handle.db;
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const [user] = await db
    .insert(users)
    .values({
      username: "avery.signer",
      email: "avery.signer@example.com",
      firstName: "Avery",
      lastName: "Quinn",
      passwordHash: await hashPassword(PASSWORD),
      role: "investor",
    })
    .returning();
  const [offering] = await db
    .insert(offerings)
    .values({
      fundType: "Fund II",
      name: "EdFutures Fund II Offering",
      status: "open",
      exemption: "506b",
      minimumCommitmentCents: 100_000_00,
      confidentialityNotice: "Confidential.",
    })
    .returning();
  // Two trusts Avery signs for, each with a subscription ready to sign: one signed with the
  // page's script, one without.
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const [entity] = await db
      .insert(investingEntities)
      .values({ kind: "trust", legalName: `Harbor Light Family Trust ${n}`, memberId: `EDF-2026-T000${n}` })
      .returning();
    await db.insert(entityRoles).values({ entityId: entity.id, userId: user.id, role: "signatory" });
    const [sub] = await db
      .insert(subscriptions)
      .values({
        offeringId: offering.id,
        entityId: entity.id,
        startedBy: user.id,
        answers: {
          identity: { legalName: `Harbor Light Family Trust ${n}`, country: "US" },
          owners: { controlPerson: { name: "Avery Quinn", title: "Trustee with a rather long title for a phone" } },
          commitment: { amount: 250000 },
        },
        commitmentCents: 250_000_00,
      })
      .returning();
    ids.push(sub.id);
  }
  [subscriptionId, noScriptId] = ids;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const services = createServices(db, { baseUrl: origin });
  const app = await buildApp({
    services,
    isProduction: true,
    baseUrl: origin,
    web: { build, clientDir: path.join(buildDir, "client") },
  });
  await app.listen({ port, host: "127.0.0.1" });
  server = {
    origin,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
});

test.afterAll(async () => server?.close());

test("a signatory reads the document, consents, types their name and signs; it is submitted", async ({ page }) => {
  test.slow(); // axe and two viewports
  const login = await page.request.post(`${server.origin}/api/login`, {
    data: { username: "avery.signer", password: PASSWORD },
    headers: { origin: server.origin },
  });
  expect(login.status()).toBe(200);
  const url = `${server.origin}/subscriptions/${subscriptionId}/sign`;
  expect((await page.goto(url))?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sign the subscription" })).toBeVisible();
  const shown = page.getByRole("region", { name: "The document you sign" });
  await expect(shown).toContainText("Harbor Light Family Trust");
  await expect(shown).toContainText("$250,000.00");
  await expect(shown.getByRole("link", { name: "Open the subscription document (PDF)" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Signatories" })).toContainText("Not signed yet");
  await expectNoAxeViolations(page);

  const form = page.getByRole("form", { name: "Sign the subscription" });
  // A name that is not theirs is refused, naming the name expected; nothing typed is lost.
  await form.getByRole("checkbox").check();
  await form.getByRole("textbox", { name: /Type your full name/ }).fill("Someone Else");
  await form.getByRole("button", { name: "Sign subscription" }).click();
  await expect(form.getByRole("textbox", { name: /Type your full name/ })).toHaveAccessibleDescription(/Avery Quinn/);
  await form.getByRole("checkbox").check();
  await form.getByRole("textbox", { name: /Type your full name/ }).fill("avery quinn");
  await form.getByRole("button", { name: "Sign subscription" }).click();
  await expect(page.getByRole("region", { name: "Sign" }).getByRole("status")).toContainText(
    "submitted to the firm for review",
  );
  await expect(page.getByText("Status: Submitted")).toBeVisible();
  await expect(page.getByRole("region", { name: "Signatories" })).toContainText("Signed");
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await waitForHydration(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test("the sign form works before the page's script has loaded", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const login = await page.request.post(`${server.origin}/api/login`, {
      data: { username: "avery.signer", password: PASSWORD },
      headers: { origin: server.origin },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${server.origin}/subscriptions/${noScriptId}/sign`);
    const form = page.getByRole("form", { name: "Sign the subscription" });
    await form.getByRole("checkbox").check();
    await form.getByRole("textbox", { name: /Type your full name/ }).fill("Avery Quinn");
    await form.getByRole("button", { name: "Sign subscription" }).click();
    await expect(page.getByText("Status: Submitted")).toBeVisible();
    await expect(page.getByText("You have signed this document.")).toBeVisible();
    const pdf = await page.request.get(`${server.origin}/api/subscriptions/${noScriptId}/document`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["x-document-sha256"]).toMatch(/^[0-9a-f]{64}$/);
  } finally {
    await context.close();
  }
});
