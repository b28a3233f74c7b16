import { test } from "@playwright/test";
test("probe", async ({ page }) => {
  const log: string[] = [];
  page.on("console", (m) => log.push(m.type() + " " + m.text()));
  await page.goto("/");
  for (let i = 0; i < 20; i++) {
    const s = await page.evaluate(() => {
      const keys = (el: Element | null) => (el ? Object.keys(el).filter((k) => k.startsWith("__react")).map((k) => k.split("$")[0]) : null);
      return JSON.stringify({
        dr: !!(window as any).__reactRouterDataRouter,
        html: keys(document.documentElement),
        body: keys(document.body),
        footer: keys(document.querySelector("footer")),
        btn: keys(document.querySelector('button')),
      });
    });
    console.log(i, s);
    await page.waitForTimeout(50);
  }
  console.log(log);
});
