import { expect, test, type Page } from "@playwright/test";
import { holdRequests, waitForHydration } from "./helpers";
import { createPortalUser, signInOnPartnerPortal } from "./portal-accounts";
import { adminTest } from "./staff-sessions";

// Nothing a person types before the page hydrates is lost (decision 0048). The page's scripts are
// held back, so the typing certainly happens on the server's HTML before React runs (a race with
// the scripts would pass by luck on a fast machine); then they are let go.

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Open `path` with its scripts held: the server's HTML, ready to type into, and no React yet. */
async function openBeforeHydration(page: Page, path: string) {
  const release = await holdRequests(page, /\/assets\/.+\.js$/);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(await page.locator("html[data-hydrated]").count(), "React must not have hydrated yet").toBe(0);
  return async () => {
    release();
    await waitForHydration(page);
  };
}

adminTest("the article editor keeps what was typed, chosen and ticked before it hydrated", async ({ page }) => {
  const stamp = Date.now();
  const hydrate = await openBeforeHydration(page, "/admin-portal/news/new?from=dashboard");
  await textbox(page, "Title").pressSequentially(`Typed At Once ${stamp}`);
  await page.getByRole("combobox", { name: "Category" }).selectOption("Technology");
  await textbox(page, "Description").pressSequentially("Typed before the editor loaded.");
  await textbox(page, "Content").pressSequentially("Body typed before the editor loaded.");
  await page.getByRole("checkbox", { name: "Featured" }).check();
  await hydrate();

  // The editor holds it as typed: the slug follows the title as it does for typing, and the draft
  // saves itself, which it does only once title, slug and content are in its state.
  await expect(page.getByTestId("save-status")).toHaveText(/^Saved at/);
  await expect(textbox(page, "Title")).toHaveValue(`Typed At Once ${stamp}`);
  await expect(textbox(page, "Slug")).toHaveValue(`typed-at-once-${stamp}`);
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Technology");
  await expect(textbox(page, "Description")).toHaveValue("Typed before the editor loaded.");
  await expect(textbox(page, "Content")).toHaveValue("Body typed before the editor loaded.");
  await expect(page.getByRole("checkbox", { name: "Featured" })).toBeChecked();

  // What was saved is what was typed: the saved draft's own page shows it.
  await expect(page).toHaveURL(/\/admin-portal\/news\/\d+\?from=dashboard$/);
  await page.reload();
  await waitForHydration(page);
  await expect(textbox(page, "Title")).toHaveValue(`Typed At Once ${stamp}`);
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Technology");
  await expect(textbox(page, "Description")).toHaveValue("Typed before the editor loaded.");
  await expect(textbox(page, "Content")).toHaveValue("Body typed before the editor loaded.");
  await expect(page.getByRole("checkbox", { name: "Featured" })).toBeChecked();
});

test("the account page keeps contact details typed before it hydrated, and saves them", async ({
  page,
  playwright,
  baseURL,
}) => {
  const investor = await createPortalUser(playwright, baseURL!, { role: "investor" });
  await signInOnPartnerPortal(page, investor);

  const hydrate = await openBeforeHydration(page, "/account");
  await textbox(page, "Phone").pressSequentially("+1 415 555 0142");
  await hydrate();
  await expect(textbox(page, "Phone")).toHaveValue("+1 415 555 0142");
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your contact details have been saved." })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(textbox(page, "Phone")).toHaveValue("+1 415 555 0142");
});
