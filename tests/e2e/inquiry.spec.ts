import { expect, test, type Page, type Request } from "@playwright/test";
import { gotoHydrated } from "./helpers";

const SUCCESS = "Thank you for your inquiry! We will contact you shortly to discuss your investment goals.";

function inquiryForm(page: Page) {
  const form = page.getByRole("form", { name: "Investor Inquiry Form" });
  return {
    form,
    firstName: form.getByLabel("First Name"),
    lastName: form.getByLabel("Last Name"),
    email: form.getByLabel("Email Address"),
    interest: form.getByLabel("Investment Interest"),
    message: form.getByLabel("Message"),
    submit: form.getByRole("button", { name: /^(Submit Inquiry|Submitting\.\.\.)$/ }),
    status: form.getByRole("status"),
  };
}

/** Every request that could submit the inquiry: a call to the API or a native form POST. */
function recordContactRequests(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/contact" || request.method() === "POST") requests.push(request);
  });
  return requests;
}

test.describe("investor inquiry form", () => {
  test("an empty submit is blocked in the browser with inline errors", async ({ page }) => {
    const requests = recordContactRequests(page);
    await gotoHydrated(page, "/");
    const f = inquiryForm(page);
    await f.submit.click();

    await expect(f.form.getByText("First name is required")).toBeVisible();
    await expect(f.form.getByText("Last name is required")).toBeVisible();
    await expect(f.form.getByText("Email is required")).toBeVisible();
    await expect(f.form.getByText("Choose an investment interest")).toBeVisible();
    for (const field of [f.firstName, f.lastName, f.email, f.interest]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      // The error is announced with the field.
      await expect(field).toHaveAccessibleDescription(/required|Choose/);
    }
    await expect(f.message).not.toHaveAttribute("aria-invalid", "true");
    await expect(f.firstName).toBeFocused();
    await expect(f.status).toHaveText("");
    await expect(f.form.getByText("Thank you for your inquiry")).toHaveCount(0);
    // The errors come from the submit handler, which returns before any fetch: nothing was sent.
    expect(requests).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("an invalid e-mail is refused in the browser", async ({ page }) => {
    const requests = recordContactRequests(page);
    await gotoHydrated(page, "/");
    const f = inquiryForm(page);
    await f.firstName.fill("Ada");
    await f.lastName.fill("Lovelace");
    await f.email.fill("not-an-email");
    await f.interest.selectOption("general-inquiry");
    await f.submit.click();

    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.form.getByText("Enter a valid email address")).toBeVisible();
    await expect(f.email).toBeFocused();
    for (const field of [f.firstName, f.lastName, f.interest]) {
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
    }
    expect(requests).toHaveLength(0);
  });

  test("a valid submission is stored, thanks the visitor and resets the form", async ({ page }) => {
    const email = `e2e.${Date.now()}.${test.info().workerIndex}@example.com`;
    await gotoHydrated(page, "/");
    const f = inquiryForm(page);
    await f.firstName.fill("Grace");
    await f.lastName.fill("Hopper");
    await f.email.fill(email);
    await f.interest.selectOption("private-equity-fund-ii");
    await f.message.fill("Interested in the Fund II allocation for 2027.");

    // Hold the request until "Submitting..." has been seen, then let it reach the real server.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await released;
      await route.continue();
    });

    const responsePromise = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/contact" && r.request().method() === "POST",
    );
    await f.submit.click();
    await expect(f.submit).toHaveText("Submitting...");
    await expect(f.submit).toBeDisabled();
    release();

    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      email,
      investmentInterest: "private-equity-fund-ii",
    });
    const stored = (await response.json()) as Record<string, unknown>;
    expect(stored.id, "the stored record has an id").toEqual(expect.anything());
    expect(typeof stored.id === "number" || typeof stored.id === "string").toBe(true);
    expect(stored).toMatchObject({
      email,
      firstName: "Grace",
      lastName: "Hopper",
      investmentInterest: "private-equity-fund-ii",
      message: "Interested in the Fund II allocation for 2027.",
    });

    await expect(f.status).toHaveText(SUCCESS);
    await expect(f.submit).toHaveText("Submit Inquiry");
    await expect(f.submit).toBeEnabled();
    await expect(f.firstName).toHaveValue("");
    await expect(f.lastName).toHaveValue("");
    await expect(f.email).toHaveValue("");
    await expect(f.interest).toHaveValue("");
    await expect(f.message).toHaveValue("");
    // The toast says so too.
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Inquiry Submitted")).toBeVisible();
  });

  test('Fund III "Get Updates" preselects upcoming-fund-iii in the form', async ({ page }) => {
    await gotoHydrated(page, "/");
    const f = inquiryForm(page);
    await expect(f.interest).toHaveValue("");

    const fund3 = page.locator("section#funds article", { has: page.getByRole("heading", { name: "Fund III" }) });
    await fund3.getByRole("link", { name: /^Get Updates/ }).click();

    await expect(page).toHaveURL(/[?&]interest=upcoming-fund-iii#contact$/);
    await expect(f.interest).toHaveValue("upcoming-fund-iii");
    await expect(f.interest.locator("option:checked")).toHaveText("Upcoming Fund III");
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();

    // The same link opened directly (a fresh document, no client navigation) is preselected too.
    const direct = await page.context().newPage();
    await gotoHydrated(direct, "/?interest=upcoming-fund-iii#contact");
    await expect(inquiryForm(direct).interest).toHaveValue("upcoming-fund-iii");
    await expect(direct.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();
  });
});

test.describe("investor inquiry form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the home page's action, which stores it; the answer opens at the thank-you", async ({ page }) => {
    await page.goto("/");
    const f = inquiryForm(page);
    await f.firstName.fill("Nora");
    await f.lastName.fill("Script");
    await f.email.fill("nora.nojs@example.com");
    await f.interest.selectOption("general-inquiry");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/"),
      f.submit.click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(f.status).toHaveText(SUCCESS);
    // Not 5,500 px below the top of the page: the answer is scrolled to the form.
    await expect(page).toHaveURL(/#inquiry$/);
    await expect(f.status).toBeInViewport();
    await expect(f.form.getByRole("alert")).toHaveCount(0);
  });

  test("an empty submit shows the server's field errors only, at the form", async ({ page }) => {
    await page.goto("/");
    const f = inquiryForm(page);
    await f.submit.click();
    await expect(page).toHaveURL(/#inquiry$/);
    await expect(f.form.getByText("First name is required")).toBeInViewport();
    for (const field of [f.firstName, f.lastName, f.email, f.interest]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }
    // The field errors explain it: no generic failure notice beside them.
    await expect(page.getByText("There was an error submitting your inquiry")).toHaveCount(0);
    await expect(f.status).toHaveText("");
  });

  test("a refused submit keeps what was typed beside the errors", async ({ page }) => {
    await page.goto("/");
    const f = inquiryForm(page);
    await f.firstName.fill("Nora");
    await f.email.fill("nora.nojs@example.com");
    await f.message.fill("Please call after 5 pm.");
    await f.submit.click();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(f.lastName).toHaveAttribute("aria-invalid", "true");
    await expect(f.firstName).toHaveValue("Nora");
    await expect(f.email).toHaveValue("nora.nojs@example.com");
    await expect(f.message).toHaveValue("Please call after 5 pm.");
    await expect(page.getByText("There was an error submitting your inquiry")).toHaveCount(0);
  });
});
