import { readFile } from "node:fs/promises";
import { parse, validate } from "achkit";
import { expect } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest as test } from "./staff-sessions";

// Paying the demo's scheduled distribution by ACH (decision 0067), as staff see it: the panel of
// the open distribution, its NACHA file downloaded (and read by achkit), and the upload form that
// refuses a file changed after it was made. A good upload would pay the demo's parts for every
// other test of the run, so marking paid from the file is proven by tests/api/ach-payments.test.ts.

test("staff download Fund II's scheduled distribution as a NACHA file; a changed file is refused, naming why", async ({
  page,
}) => {
  await gotoHydrated(page, "/fund-operations?fund=fund-ii");
  const distributions = page.getByRole("region", { name: "Distributions" });
  await distributions.getByRole("button", { name: /^Show investors' parts of distribution #2 / }).click();
  const ach = distributions.getByRole("region", { name: "Pay by ACH" });
  await expect(ach).toContainText(/The ACH file pays 6 parts, \$900,000\.00 in all/);
  // Every demo entity has a verified account: nothing is left for a wire or a check.
  await expect(ach.getByText(/Pay by wire or check/)).toHaveCount(0);

  const download = page.waitForEvent("download");
  await ach.getByRole("link", { name: "Download ACH file (NACHA)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Fund II distribution 2 ACH file \d{4}-\d{2}-\d{2} [A-Z]\.txt$/);
  const text = await readFile((await file.path())!, "ascii");
  expect(validate(text)).toEqual({ ok: true, errors: [] });
  const parsed = parse(text);
  expect(parsed.batches.map((batch) => [batch.sec, batch.entries.length])).toEqual([
    ["PPD", 3],
    ["CCD", 3],
  ]);
  expect(parsed.control!.totalCredit).toBe(90_000_000);

  // The file with one amount changed: the library's totals no longer add up, every problem is listed.
  const first = parsed.batches[0].entries[0];
  const amount = String(first.amountCents).padStart(10, "0");
  const changed = text.replace(amount, String(first.amountCents + 1).padStart(10, "0"));
  const form = ach.getByRole("form", { name: "Mark parts of distribution #2 paid from its ACH file" });
  await form.getByLabel("Mark paid from ACH file").setInputFiles({
    name: "changed.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(changed, "ascii"),
  });
  await form.getByRole("button", { name: "Mark paid from file" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "batch 1 control: total credit" })).toBeVisible();
  await expect(form.getByLabel("Mark paid from ACH file")).toHaveAttribute("aria-invalid", "true");
  await expect(distributions.getByText("Every part is paid.")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // At phone width the panel fits: no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(ach.getByRole("link", { name: "Download ACH file (NACHA)" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the fund's ACH originator settings are shown under Fund settings", async ({ page }) => {
  await gotoHydrated(page, "/fund-operations?fund=fund-ii");
  const originator = page.getByRole("region", { name: "ACH originator" });
  // An admin reads them; only a super admin edits them (tests/api/ach-payments.test.ts).
  await expect(originator.getByText("EDFUTURES FND II")).toBeVisible();
  await expect(originator.getByText("1900000002")).toHaveCount(2);
});
