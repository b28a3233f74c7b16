import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest as test } from "./staff-sessions";

// A fund's workbook as staff use it (decision 0070): Fund I's books downloaded for a period (read
// back by exceljs), and the import dialog's preview naming each error by sheet, row and column.
// Importing stores into the demo every other test reads, so storing is proven by
// tests/api/fund-workbooks.test.ts; here the demo's Fund I, which has its books, is refused.

test("staff download Fund I's workbook and preview an import that names its errors", async ({ page }) => {
  await gotoHydrated(page, "/fund-operations");
  const section = page.getByRole("region", { name: "Workbook" });
  const form = section.getByRole("form", { name: "Download Fund I's workbook" });
  await form.getByLabel("From").fill("2000-01-01");
  const download = page.waitForEvent("download");
  await form.getByRole("button", { name: "Download workbook" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Fund I workbook 2000-01-01 to \d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile((await file.path())!);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(book.worksheets.map((sheet) => sheet.name)).toContain("Capital accounts");
  expect(book.getWorksheet("Calls")!.rowCount).toBeGreaterThan(1);

  await section.getByRole("button", { name: "Import workbook" }).click();
  const dialog = page.getByRole("dialog", { name: "Import a workbook" });
  await dialog.getByLabel("Workbook (.xlsx)").setInputFiles({
    name: "fund-i.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: bytes,
  });
  await dialog.getByRole("button", { name: "Check workbook" }).click();
  const errors = dialog.getByRole("region", { name: "Errors by sheet, row and column" });
  await expect(errors.getByRole("row").filter({ hasText: "already has calls" })).toContainText("Fund");
  await expect(dialog.getByRole("button", { name: "Import", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // At phone width the dialog fits: no sideways scrolling of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole("button", { name: "Check workbook" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press("Escape");
  await expect(section.getByRole("button", { name: "Download workbook" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
