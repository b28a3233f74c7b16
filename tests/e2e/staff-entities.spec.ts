import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest } from "./staff-sessions";

// Decision 0060, slice 4: the staff Entities section and an entity's page (seeded demo database),
// signed in as the demo admin.
const test = adminTest;
test.describe.configure({ mode: "default" });

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("an admin finds the Mitchell Family Trust: its Fund II position and people; accessible", async ({ page }) => {
  test.slow(); // two pages, axe on each
  await gotoHydrated(page, "/admin-portal/users");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Entities" }).click();
  await expect(page).toHaveURL(/\/admin-portal\/entities$/);
  await expect(page.getByRole("heading", { level: 2, name: "Entities" })).toBeVisible();
  await expectNoAxeViolations(page);

  const controls = page.getByRole("form", { name: "Search and filter entities" });
  await controls.getByRole("searchbox", { name: "Search by legal name or member ID" }).fill("Mitchell");
  await controls.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=Mitchell/);
  const table = page.getByRole("table", { name: "Investing entities" });
  const trust = table.getByRole("row", { name: /Mitchell Family Trust/ });
  await expect(trust).toContainText("Trust");
  await expect(trust).toContainText("Fund II");
  await expect(trust).toContainText("Not yet recorded");
  await expect(table.getByRole("row", { name: /Jordan Mitchell/ })).toBeVisible();

  await trust.getByRole("link", { name: "Mitchell Family Trust" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mitchell Family Trust" })).toBeVisible();
  const positions = page.getByRole("table", { name: "Positions per fund" });
  await expect(positions.getByRole("row", { name: /Fund II/ })).toContainText("$5,000,000.00");
  const people = page.getByRole("table", { name: "People with a role on this entity" });
  await expect(people.getByRole("row", { name: /Jordan Mitchell/ })).toContainText("Signatory");
  await expect(people.getByRole("row", { name: /Casey Brooks/ })).toContainText("View only");
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.goto("/admin-portal/entities");
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test("an admin creates an entity for a person, who becomes its signatory; the dialog is accessible", async ({
  page,
}) => {
  test.slow();
  const name = `Raman Holdings ${Date.now()} LLC`;
  await gotoHydrated(page, "/admin-portal/entities");
  await page.getByRole("button", { name: "Create Entity" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Entity" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  await dialog.getByRole("textbox", { name: "Legal name" }).fill(name);
  await dialog.getByRole("combobox", { name: "Kind" }).selectOption("company");
  await dialog.getByRole("textbox", { name: "Mailing address" }).fill("200 Market St\nSan Francisco, CA");
  await dialog.getByRole("searchbox", { name: "Find an investor" }).fill("Raman");
  await expect(dialog.getByText("1 investor found.")).toBeVisible();
  const signatory = dialog.getByRole("combobox", { name: "First signatory" });
  const priya = await signatory.locator("option", { hasText: "Priya Raman" }).getAttribute("value");
  await signatory.selectOption(priya!);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Create", exact: true }).click();

  await expect(toast(page, "Entity created")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(/EDF-\d{4}-9\d{4}/).first()).toBeVisible();
  const people = page.getByRole("table", { name: "People with a role on this entity" });
  await expect(people.getByRole("row", { name: /Priya Raman/ })).toContainText("Signatory");
  await expect(page.getByRole("table", { name: /Audit trail/ })).toContainText("investing_entity.created");

  // Add a person: an existing investor account and a role; then revoke it again.
  await page.getByRole("button", { name: "Add a person" }).click();
  const add = page.getByRole("dialog", { name: "Add a person" });
  await add.getByRole("searchbox", { name: "Find an investor" }).fill("Jordan");
  await expect(add.getByText("1 investor found.")).toBeVisible();
  const person = add.getByRole("combobox", { name: "Person" });
  await person.selectOption((await person.locator("option", { hasText: "Jordan Mitchell" }).getAttribute("value"))!);
  await add.getByRole("combobox", { name: "Role" }).selectOption("delegate");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Role given")).toBeVisible();
  const jordan = people.getByRole("row", { name: /Jordan Mitchell/ });
  await expect(jordan).toContainText("Delegate");
  await jordan.getByRole("button", { name: "Revoke Jordan Mitchell" }).click();
  await page
    .getByRole("dialog", { name: /Revoke Jordan Mitchell/ })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(toast(page, "Role revoked")).toBeVisible();
  await expect(people.getByRole("row", { name: /Jordan Mitchell/ })).toHaveCount(0);
  await expect(page.getByText("Revoked roles (1)")).toBeVisible();
});
