import { expect } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { DEMO_SDN_CSV, DEMO_SDN_FILE_NAME } from "#server/seed/demo-sanctions.ts";
import { adminTest } from "./staff-sessions";

// Issue 25 §4, decision 0064: the KYC section of a staff entity page on the demo database (the
// Mitchell Family Trust, screened clear against the demo's fictional list and rated low).
const test = adminTest;

test("an admin screens the Mitchell Family Trust and rates its risk; the list shows its KYC status", async ({
  page,
}) => {
  test.slow(); // axe and two viewports
  await gotoHydrated(page, "/admin-portal/entities?q=Mitchell%20Family");
  const row = page
    .getByRole("table", { name: "Investing entities" })
    .getByRole("row", { name: /Mitchell Family Trust/ });
  await expect(row).toContainText("Clear");
  await row.getByRole("link", { name: "Mitchell Family Trust" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mitchell Family Trust" })).toBeVisible();

  const kyc = page.getByRole("region", { name: "KYC" });
  await expect(kyc).toContainText("Clear");
  await expect(kyc.getByRole("combobox", { name: "Risk rating" })).toHaveValue("low");
  await kyc.getByRole("button", { name: "Screen now" }).click();
  await expect(kyc.getByRole("status")).toHaveText("Screened: no possible match.");
  await kyc.getByRole("combobox", { name: "Risk rating" }).selectOption("medium");
  await kyc.getByRole("button", { name: "Save rating" }).click();
  await expect(kyc.getByRole("status")).toHaveText("Risk rating saved.");
  await expectNoAxeViolations(page, { include: "section[aria-labelledby='kyc-heading']" });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("region", { name: "KYC" }).getByRole("combobox", { name: "Risk rating" })).toHaveValue(
    "medium",
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/kyc-390.png", fullPage: true });
});

test("a company named as a listed one is a possible match, which the admin clears with a reason", async ({ page }) => {
  test.slow();
  await gotoHydrated(page, "/admin-portal/entities?q=Mitchell%20Family");
  const base = new URL(page.url()).origin;
  const trustLink = page.getByRole("link", { name: "Mitchell Family Trust" });
  const trustId = (await trustLink.getAttribute("href"))!.split("/").pop();
  const trust = await (await page.request.get(`/api/admin/entities/${trustId}`)).json();
  const signatoryId = trust.people.find((p: { role: string }) => p.role === "signatory").userId;
  // "Ltd" and the number aside, the demo list's fictional "QUENTARO SHIPPING LTD".
  const made = await page.request.post("/api/admin/entities", {
    headers: { origin: base },
    data: { kind: "company", legalName: `Quentaro Shipping ${Date.now()} Ltd`, signatoryId },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = await made.json();

  await gotoHydrated(page, `/admin-portal/entities/${id}`);
  const kyc = page.getByRole("region", { name: "KYC" });
  await expect(kyc).toContainText("Not screened");
  await kyc.getByRole("button", { name: "Screen now" }).click();
  await expect(kyc.getByRole("status")).toHaveText("Screened: 1 possible match to decide.");
  await expect(kyc).toContainText("QUENTARO SHIPPING LTD");
  await expect(kyc).toContainText("Possible match");
  await expectNoAxeViolations(page, { include: "section[aria-labelledby='kyc-heading']" });

  await kyc.getByRole("button", { name: "Clear (not this party)" }).click();
  await expect(kyc.getByText("Give a reason.")).toBeVisible();
  await kyc.getByRole("textbox", { name: /Reason for Quentaro Shipping/ }).fill("A different company (registry seen)");
  await kyc.getByRole("button", { name: "Clear (not this party)" }).click();
  await expect(kyc.getByRole("status")).toHaveText("Match cleared.");
  await expect(kyc).toContainText("Cleared by admin");
  await expect(kyc).toContainText("A different company (registry seen)");
  await expectNoAxeViolations(page, { include: "section[aria-labelledby='kyc-heading']" });
});

test("an admin imports a sanctions list from the Entities tab; the panel names the list now in use", async ({
  page,
}) => {
  await gotoHydrated(page, "/admin-portal/entities");
  const panel = page.getByRole("heading", { name: "Sanctions list" }).locator("xpath=../..");
  await expect(panel).toContainText(`In use: ${DEMO_SDN_FILE_NAME}, 9 entries`);
  await panel.getByRole("button", { name: "Import list" }).click();
  const dialog = page.getByRole("dialog", { name: "Import sanctions list" });
  // Nothing chosen: the form says so and sends nothing.
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByText("Choose the SDN.CSV file to import")).toBeVisible();
  await expectNoAxeViolations(page, { include: "[role='dialog']" });
  // The same fictional list again, under another name: the matching is unchanged for other tests.
  await dialog.getByLabel("SDN.CSV file").setInputFiles({
    name: "sdn-reimport.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(DEMO_SDN_CSV, "utf8"),
  });
  await dialog.getByLabel("ALT.CSV file (aliases, optional)").setInputFiles({
    name: "alt.csv",
    mimeType: "text/csv",
    buffer: Buffer.from('9001,1,"a.k.a.","GRIMVALD, Borys",-0- \r\n', "utf8"),
  });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText("In use: sdn-reimport.csv + alt.csv, 10 entries");
});
