import { chromium } from "playwright";
const base = "http://127.0.0.1:3299";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const shots = process.argv.slice(2);
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/partner-portal`);
  await page.fill('input[name="username"]', process.env.LOOK_USER ?? "investor");
  await page.fill('input[name="password"]', process.env.LOOK_PASS ?? "EdInvestor-2026");
  await page.click('button[type="submit"]');
  await page.waitForLoadState("networkidle");
  for (const path of shots) {
    await page.goto(base + path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = `/tmp/look-${width}-${path.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(width, path, "overflow", overflow, name);
  }
  await page.close();
}
await browser.close();
