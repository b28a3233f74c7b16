// Issue 25 §1–2 in the browser: staff create an offering, upload a PDF, open it and invite someone
// by e-mail; the invited person sets a password from the e-mail, lands on the offering, accepts the
// confidentiality notice and opens the document, stamped with their name. axe on each new page
// and dialog; no sideways scroll at 390 px.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest as test } from "./staff-sessions";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function noSidewaysScroll(page: Page, at: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, at);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), at).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Each page's text of a PDF, read by poppler's pdftotext. */
function pageTexts(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "offering-e2e-"));
  try {
    writeFileSync(path.join(dir, "doc.pdf"), pdf);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", path.join(dir, "doc.pdf"), "-"], { encoding: "utf8" });
    return text.split("\f").slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("staff create and open an offering with a PDF, invite someone, who accepts the notice and opens it stamped", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now();
  const name = `E2E offering ${stamp}`;
  const email = `reader.${stamp}@example.com`;

  await gotoHydrated(page, "/admin-portal/offerings");
  await expect(page.getByRole("heading", { name: "Offerings", level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Create offering" }).click();
  const create = page.getByRole("dialog", { name: "Create offering" });
  await expect(create).toBeVisible();
  await expectNoAxeViolations(page);
  await create.getByRole("button", { name: "Create offering" }).click();
  await expect(create.getByLabel("Name")).toHaveAccessibleDescription(/required/);
  await create.getByLabel("Name").fill(name);
  await create.getByLabel("Minimum commitment (US dollars)").fill("250,000");
  await create.getByLabel("First close").fill("2030-01-15");
  await create.getByLabel("Final close").fill("2030-04-15");
  await create.getByRole("button", { name: "Create offering" }).click();

  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await expect(page.getByText("Fund II · Rule 506(c) · minimum $250,000.00")).toBeVisible();
  const offeringPath = new URL(page.url()).pathname;
  const offeringId = offeringPath.split("/").at(-1)!;
  await expectNoAxeViolations(page);

  const upload = page.getByRole("form", { name: "Upload a document" });
  await upload.getByLabel("Title").fill("Private placement memorandum");
  const lines = Array.from({ length: 90 }, (_, i) => `Line ${i + 1} of the memorandum.`);
  await upload.getByLabel("PDF file").setInputFiles({
    name: "ppm.pdf",
    mimeType: "application/pdf",
    buffer: renderPdf({ title: "E2E memorandum", lines, date: "2026-01-01" }),
  });
  await upload.getByRole("button", { name: "Upload" }).click();
  const dataRoom = page.getByRole("region", { name: "Data room" });
  await expect(dataRoom.getByRole("button", { name: "Remove Private placement memorandum" })).toBeVisible();

  await page.getByRole("button", { name: "Open offering" }).click();
  const confirm = page.getByRole("dialog", { name: "Open this offering?" });
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Open offering" }).click();
  await expect(page.locator("header").getByText("Open", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Invite" }).click();
  const invite = page.getByRole("dialog", { name: "Invite to this offering" });
  await expect(invite).toBeVisible();
  await expectNoAxeViolations(page);
  await invite.getByRole("radio", { name: "Someone by e-mail" }).check();
  await invite.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await invite.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Reader");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Invitation sent" })).toBeVisible();
  const people = page.getByRole("region", { name: "People with access" });
  await expect(people).toContainText(email);
  await noSidewaysScroll(page, offeringPath);
  await noSidewaysScroll(page, "/admin-portal/offerings");

  // The invitation e-mail, read from the outbox by the super admin (its own API session). Its own
  // cookie jar: a request context made in a test starts from the test's storage state (the admin's
  // session), and signing in from it would end that session, which the worker's other tests share.
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL! },
    storageState: { cookies: [], origins: [] },
  });
  expect(
    (
      await api.post("/api/login", {
        data: { username: demoUsers.superAdmin.username, password: demoUsers.superAdmin.password },
      })
    ).status(),
  ).toBe(200);
  let text = "";
  await expect
    .poll(async () => {
      const list = (await (await api.get("/api/admin/mail-messages?limit=50")).json()) as {
        messages: Array<{ id: number; kind: string; toAddress: string }>;
      };
      const found = list.messages.find((m) => m.kind === "offering_invitation" && m.toAddress === email);
      if (found)
        text = (
          (await (await api.get(`/api/admin/mail-messages/${found.id}`)).json()) as { message: { textBody: string } }
        ).message.textBody;
      return text;
    })
    .toContain(name);
  const link = /https?:\/\/[^\s]+(\/accept-invitation\?token=[A-Za-z0-9_-]+&next=[^\s]+)/.exec(text)![1];

  const reader = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await gotoHydrated(reader, link);
  const password = `Offering-Reader-${stamp}`;
  await field(reader, "New password").fill(password);
  await field(reader, "Confirm new password").fill(password);
  await reader.getByRole("button", { name: "Set password" }).click();
  await reader.getByRole("link", { name: "Go to sign in" }).click();
  await field(reader, "Username or Email").fill(email);
  await field(reader, "Password").fill(password);
  await reader.getByRole("button", { name: "Sign In" }).click();
  await expect(reader).toHaveURL(new RegExp(`/offerings/${offeringId}$`));
  await expect(reader.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(
    reader.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Offerings" }),
  ).toBeVisible();
  await expectNoAxeViolations(reader);
  await expect(reader.getByRole("heading", { name: "Documents" })).toHaveCount(0);

  await reader.getByRole("button", { name: "I accept" }).click();
  await expect(reader.getByText(/You accepted this notice on/)).toBeVisible();
  const open = reader.getByRole("link", { name: /^Open Private placement memorandum/ });
  await expect(open).toBeVisible();
  await expectNoAxeViolations(reader);
  const pdf = await reader.request.get((await open.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const pages = pageTexts(await pdf.body());
  expect(pages.length).toBeGreaterThan(1);
  for (const one of pages) {
    expect(one.replace(/\s+/g, " ")).toMatch(
      new RegExp(
        `Confidential — prepared for Jane Reader \\(${email.replace(/\./g, "\\.")}\\) on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC`,
      ),
    );
  }
  await expect(reader.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
    "href",
    `/subscriptions/new?offering=${offeringId}`,
  );

  await gotoHydrated(reader, "/offerings");
  await expect(reader.getByRole("link", { name })).toBeVisible();
  await expectNoAxeViolations(reader);
  await noSidewaysScroll(reader, "/offerings");
  await noSidewaysScroll(reader, `/offerings/${offeringId}`);
  await reader.context().close();

  // Staff see who read what (through the super admin's API session: the staff page reads the same).
  const detail = (await (await api.get(`/api/admin/offerings/${offeringId}`)).json()) as {
    people: Array<{ email: string; acceptedAt: string | null; activity: Array<{ views: number }> }>;
  };
  const person = detail.people.find((p) => p.email === email)!;
  expect(person.acceptedAt).not.toBeNull();
  expect(person.activity.map((a) => a.views)).toEqual([1]);
  await api.dispose();
});

test("a prospect's page invites them to an open offering through the same dialog", async ({ page }) => {
  await gotoHydrated(page, "/admin-portal/prospects?q=Ibarra");
  await page.getByRole("main").getByRole("link", { name: "Tomás Ibarra" }).click();
  await page.getByRole("button", { name: "Invite to offering" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite Tomás Ibarra to an offering" });
  await expect(dialog.getByLabel("Offering")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
});
