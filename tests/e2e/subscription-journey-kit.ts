// The pieces of the subscription journey (subscription-journey.spec.ts) that are not the journey
// itself: the outbox read as a super admin would, the portal's questionnaire fields by their labels,
// the layout check at phone width, and the sealed PDF checked with the product's own verifySeal and
// with poppler's pdfsig.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { verifySeal } from "#server/features/subscriptions/signing/seal.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { gotoHydrated } from "./helpers";

/**
 * The text of the newest message of a kind sent to an address, read through the super admin's API
 * (GET /api/admin/mail-messages). Its own cookie jar: signing in from a test's storage state would
 * end the session the worker's other tests share.
 */
export async function mailTo(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  kind: string,
  address: string,
): Promise<string> {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
    storageState: { cookies: [], origins: [] },
  });
  try {
    const login = await api.post("/api/login", {
      data: { username: demoUsers.superAdmin.username, password: demoUsers.superAdmin.password },
    });
    expect(login.status(), "super admin sign-in").toBe(200);
    let id: number | undefined;
    await expect
      .poll(async () => {
        const list = await api.get("/api/admin/mail-messages?limit=100");
        const { messages } = (await list.json()) as {
          messages: Array<{ id: number; kind: string; toAddress: string }>;
        };
        id = messages.find((m) => m.kind === kind && m.toAddress === address)?.id;
        return id;
      })
      .toBeDefined();
    const one = await api.get(`/api/admin/mail-messages/${id}`);
    return ((await one.json()) as { message: { textBody: string } }).message.textBody;
  } finally {
    await api.dispose();
  }
}

/** The questionnaire's page for one section, its fields found by their labels as a person reads them. */
export function questionnaire(page: Page) {
  const form = page.getByRole("main");
  return {
    field: (label: string) => form.getByLabel(label, { exact: true }),
    tick: (label: string) => form.getByRole("checkbox", { name: label, exact: true }).check(),
    /** "Save and continue", then the next section's page (or the review). */
    saveAndContinue: async (next: string) => {
      await form.getByRole("button", { name: "Save and continue" }).click();
      await expect(page.getByRole("heading", { level: 1, name: next, exact: true })).toBeVisible();
    },
    /** A section by the progress list's link (its name also says whether it is complete). */
    open: async (section: string) => {
      await page
        .getByRole("navigation", { name: "Questionnaire sections" })
        .getByRole("link", { name: new RegExp(`^${section}`) })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: section, exact: true })).toBeVisible();
    },
  };
}

/** Each path at a phone's width: nothing wider than the screen, so no sideways scrolling. */
export async function fitsAPhone(page: Page, paths: string[]) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const at of paths) {
    await gotoHydrated(page, at);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), at).toBe(0);
  }
  if (size) await page.setViewportSize(size);
}

/** What poppler's pdfsig says of a PDF's signatures (its report, "Signature is Valid." when it holds). */
export function pdfsig(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "subscription-journey-"));
  try {
    const file = path.join(dir, "sealed.pdf");
    writeFileSync(file, pdf);
    return spawnSync("pdfsig", [file], { encoding: "utf8" }).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The sealed PDF with one byte changed inside the first signed range (a digit of the body). */
export function withOneByteChanged(pdf: Buffer): Buffer {
  const [, , b] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)/.exec(pdf.toString("latin1"))!.map(Number);
  // The middle of the first range: well past the header, well before the signature's hex string.
  const at = Math.floor(b / 2);
  const changed = Buffer.from(pdf);
  changed[at] ^= 0x01;
  return changed;
}

export { verifySeal };
