import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";
import { adminTest as test } from "./staff-sessions";

// The media library (/admin-portal/media) on the seeded demo database, as the demo admin: upload
// an image, choose it as a new article's cover with the picker, see the public article serve it
// responsively (decision 0033).

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const textbox = (scope: Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

/** A 1920×1080 JPEG, made here: diagonal bands with a little noise, like a photo compresses. */
async function photo() {
  const width = 1920;
  const height = 1080;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0, y = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      const noise = (((x * 7919) ^ (y * 104729)) & 31) - 16;
      raw[i] = Math.max(0, Math.min(255, ((x + y) % 400) / 2 + 40 + noise));
      raw[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + noise));
      raw[i + 2] = Math.max(0, Math.min(255, 200 - (x * 120) / width + noise));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test("media: upload in the library, pick it as a cover, the article serves it with srcset; accessible", async ({
  page,
  browser,
}) => {
  test.slow(); // several axe runs and an image upload on a shared machine
  const stamp = Date.now();
  const alt = `Harbour at dusk ${stamp}`;
  const title = "Building Generational Wealth Through Private Markets";
  const slug = "generational-wealth-private-markets";

  // The News tab links the library (no ninth tab).
  await gotoHydrated(page, "/admin-portal/news");
  await page.getByRole("link", { name: "Media Library" }).click();
  await expect(page).toHaveURL(/\/admin-portal\/media$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Media Library");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Upload Image" }).click();
  const upload = page.getByRole("dialog", { name: "Upload Image" });
  // A text file named .jpg is refused by its bytes, at the field.
  await upload.getByLabel("Image file").setInputFiles({
    name: "fake.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("not an image at all"),
  });
  await textbox(upload, "Alt text").fill(alt);
  await upload.getByRole("button", { name: "Upload Image" }).click();
  await expect(upload.getByText('"fake.jpg" is not a JPEG, PNG or WebP image')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  const bytes = await photo();
  await upload.getByLabel("Image file").setInputFiles({ name: "harbour.jpg", mimeType: "image/jpeg", buffer: bytes });
  await upload.getByRole("button", { name: "Upload Image" }).click();
  await expect(toast(page, "Image uploaded")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: alt });
  await expect(row).toContainText("1920 × 1080");
  await expect(row).toContainText("Not used");
  // On a phone the page does not scroll sideways (the table scrolls in its own box).
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A published seeded article's cover, chosen in the picker (a new article would change the
  // article counts the public pages' tests check; this one's cover is restored at the end).
  await gotoHydrated(page, "/admin-portal/news");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const form = page.getByRole("form", { name: "Edit article" });
  const imageUrl = form.getByRole("textbox", { name: "Image URL" });
  const previousCover = await imageUrl.inputValue();
  // The library is read from its resource route when the picker opens (decision 0054): held back
  // here for a moment, the picker says it is loading, as a status a screen reader announces.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/resources\/media\b/, async (route) => {
    await held;
    // A read React Router cancelled meanwhile (a newer one replaced it) is gone already.
    await route.continue().catch(() => {});
  });
  await form.getByRole("button", { name: "Choose image" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await expect(picker.getByRole("status")).toHaveText("Loading images...");
  release();
  await page.unroute(/\/resources\/media\b/);
  await expect(picker.getByRole("button", { name: new RegExp(alt) })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await picker.getByRole("button", { name: new RegExp(alt) }).click();
  await expect(picker).toBeHidden();
  await expect(imageUrl).toHaveValue(/^\/media\/\d+-[0-9a-f]{8}\/1920\.jpg$/);
  const cover = await imageUrl.inputValue();
  await form.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "News article updated successfully")).toBeVisible();
  try {
    // The library now says where it is used, and will not delete it.
    await gotoHydrated(page, "/admin-portal/media");
    await expect(row).toContainText(`${title} (cover)`);
    await row.getByRole("button", { name: /^Delete/ }).click();
    await page
      .getByRole("dialog", { name: "Delete image?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    // (The notifications region is hidden from assistive technology while the dialog is open: read by its label.)
    const notifications = page.getByLabel("Notifications (F8)");
    await expect(notifications).toContainText("Failed to delete image");
    await expect(notifications).toContainText(`article "${title}" (cover image)`);
    const confirm = page.getByRole("dialog", { name: "Delete image?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();

    // The public article: the cover has its srcset, and the browser loads a WebP rendition.
    const base = cover.slice(0, cover.lastIndexOf("/"));
    await gotoHydrated(page, `/article/${slug}`);
    const img = page.locator(`article img[src="${cover}"]`);
    await expect(img).toHaveAttribute("srcset", new RegExp(`^${base}/320\\.webp 320w, .*${base}/1920\\.webp 1920w$`));
    await expect(img).toHaveAttribute("sizes", "(min-width: 768px) 720px, 100vw");
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.webp$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`${base}/og\\.jpg$`));

    // A 375px phone at 2x: the 720px-or-less slot needs 750 pixels, so it loads the 960 rendition.
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });
    const phonePage = await phone.newPage();
    const loaded: Array<{ url: string; bytes: number }> = [];
    phonePage.on("response", async (response) => {
      if (response.url().includes(base)) loaded.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await phonePage.goto(`/article/${slug}`);
    const phoneImg = phonePage.locator(`article img[src="${cover}"]`);
    await expect
      .poll(() => phoneImg.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    expect(await phoneImg.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/960\.webp$/);
    await expect.poll(() => loaded.length).toBe(1);
    const original = bytes.length;
    test.info().annotations.push({
      type: "cover bytes",
      description: `original 1920px JPEG ${original} B; a 375px phone at 2x loads ${loaded[0].url.split("/").pop()} ${loaded[0].bytes} B`,
    });
    expect(loaded[0].bytes).toBeLessThan(original / 3);
    await phone.close();
  } finally {
    // Put the seeded cover back through the same form, then the image is no longer used.
    await gotoHydrated(page, "/admin-portal/news");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const restore = page.getByRole("form", { name: "Edit article" });
    await restore.getByRole("textbox", { name: "Image URL" }).fill(previousCover);
    await restore.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "News article updated successfully")).toBeVisible();
  }

  // Unused again: now it can be deleted.
  await gotoHydrated(page, "/admin-portal/media");
  await expect(row).toContainText("Not used");
  await row.getByRole("button", { name: /^Delete/ }).click();
  await page
    .getByRole("dialog", { name: "Delete image?" })
    .getByRole("button", { name: "Delete", exact: true })
    .click();
  await expect(toast(page, "Image deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
});
