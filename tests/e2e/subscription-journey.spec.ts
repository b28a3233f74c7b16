// Over 300 lines: one journey in named steps, end to end, as the "Done means" reads.
// Issue 25's "Done means", end to end in the browser (decisions 0063, 0064, 0065): a website
// inquiry becomes a prospect; staff invite them to the demo's Fund II offering; the invitation's
// link sets a password and leads to the offering; they accept the confidentiality notice, open the
// PPM stamped with their name, start a subscription for a new trust, answer every section and sign;
// staff screen it (KYC clear), verify the accreditation and ask for a revision of one answer; the
// investor fixes it and signs again; staff approve, countersign and execute; the commitment is in
// Fund II's ledger and the investor's portal, and the executed PDF's seal verifies, and fails once
// a byte is changed. axe on every page; the investor's subscription pages at phone width.
//
// It adds a $1,000,000 commitment to Fund II, whose figures other specs check to the dollar, so it
// runs in the `ledger-journeys` project, after them (playwright.config.ts, decision 0061).
import { readFile } from "node:fs/promises";
import { expect, type Browser, type Page } from "@playwright/test";
import { DEMO_FUND_II_OFFERING } from "#server/seed/demo-offerings.ts";
import { demoUsers } from "#server/seed/demo-users.ts";
import { pdfText } from "#tests/pdf-text.ts";
import { expectNoAxeViolations, gotoHydrated, waitForHydration } from "./helpers";
import { staffTest as test } from "./staff-sessions";
import { fitsAPhone, mailTo, pdfsig, questionnaire, verifySeal, withOneByteChanged } from "./subscription-journey-kit";

test.describe.configure({ timeout: 300_000 });

const FIRST = "Eliza";
const LAST = "Marchbank";
const NAME = `${FIRST} ${LAST}`;
const STAFF_NAME = `${demoUsers.admin.firstName} ${demoUsers.admin.lastName}`;
const REVISION = "Please give the trust's street address: we cannot accept a P.O. box.";

const freshPage = async (browser: Browser) =>
  (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
const badge = (page: Page, text: string) => page.locator("header").getByText(text, { exact: true });

test("an inquiry becomes a prospect, is invited, subscribes for a new trust, and staff execute it into the ledger", async ({
  browser,
  adminState,
  playwright,
  baseURL,
}) => {
  const suffix = `${Date.now().toString(36)}${test.info().workerIndex}`;
  const email = `eliza.marchbank.${suffix}@example.com`;
  const trust = `Marchbank Family Trust ${suffix.toUpperCase()}`;
  const password = `Harbor-Lantern-${suffix}`;
  const investor = await freshPage(browser);
  const staff = await (await browser.newContext({ storageState: adminState })).newPage();
  let offeringPath = "";
  let base = "";

  await test.step("the website's inquiry form makes a prospect", async () => {
    await gotoHydrated(investor, "/");
    const form = investor.getByRole("form", { name: "Investor Inquiry Form" });
    await form.getByLabel("First Name").fill(FIRST);
    await form.getByLabel("Last Name").fill(LAST);
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Investment Interest").selectOption("private-equity-fund-ii");
    await form.getByLabel("Message").fill("We would like to invest through our family trust.");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for your inquiry!");
    await expectNoAxeViolations(investor);
  });

  await test.step("staff find the prospect and invite them to the Fund II offering", async () => {
    await gotoHydrated(staff, `/admin-portal/prospects?q=${encodeURIComponent(email)}`);
    const row = staff.getByRole("main").getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("New");
    await expectNoAxeViolations(staff);
    await row.getByRole("link", { name: NAME }).click();
    await expect(staff.getByRole("heading", { level: 2, name: NAME })).toBeVisible();
    await expect(staff.getByRole("region", { name: "Timeline" })).toContainText("through our family trust");
    await expectNoAxeViolations(staff);
    await staff.getByRole("button", { name: "Invite to offering" }).click();
    const dialog = staff.getByRole("dialog", { name: `Invite ${NAME} to an offering` });
    await dialog.getByLabel("Offering").selectOption({ label: DEMO_FUND_II_OFFERING });
    await expectNoAxeViolations(staff);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "Invitation sent" })).toBeVisible();
    await expect(badge(staff, "Invited to offering")).toBeVisible();
  });

  await test.step("the invitation's link sets a password and leads to the offering", async () => {
    const text = await mailTo(playwright, baseURL!, "offering_invitation", email);
    expect(text).toContain(DEMO_FUND_II_OFFERING);
    const link = /https?:\/\/\S+?(\/accept-invitation\?token=[\w-]+&next=(\S+))/.exec(text);
    expect(link, "the invitation's link").not.toBeNull();
    offeringPath = decodeURIComponent(link![2]);
    expect(offeringPath).toMatch(/^\/offerings\/\d+$/);
    await gotoHydrated(investor, link![1]);
    await expectNoAxeViolations(investor);
    await investor.getByRole("textbox", { name: "New password", exact: true }).fill(password);
    await investor.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(password);
    await investor.getByRole("button", { name: "Set password" }).click();
    await investor.getByRole("link", { name: "Go to sign in" }).click();
    await expect(investor).toHaveURL(/\/partner-portal\?returnTo=/);
    await expectNoAxeViolations(investor);
    await investor.getByRole("textbox", { name: "Username or Email", exact: true }).fill(email);
    await investor.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await investor.getByRole("button", { name: "Sign In" }).click();
    await expect(investor).toHaveURL(new RegExp(`${offeringPath}$`));
    await expect(investor.getByRole("heading", { level: 1, name: DEMO_FUND_II_OFFERING })).toBeVisible();
    await expectNoAxeViolations(investor);
  });

  await test.step("they accept the confidentiality notice and open the PPM, stamped for them", async () => {
    await investor.getByRole("button", { name: "I accept" }).click();
    await expect(investor.getByText(/You accepted this notice on/)).toBeVisible();
    await expectNoAxeViolations(investor);
    const open = investor.getByRole("link", { name: /^Open Private placement memorandum/ });
    const ppm = await investor.request.get((await open.getAttribute("href"))!);
    expect(ppm.status()).toBe(200);
    expect(ppm.headers()["content-type"]).toBe("application/pdf");
    expect(pdfText(await ppm.body())).toMatch(
      new RegExp(`Confidential — prepared for ${NAME} \\(${email.replace(/\./g, "\\.")}\\) on \\d{4}-\\d{2}-\\d{2}`),
    );
  });

  await test.step("they start a subscription for a new trust and answer every section", async () => {
    await investor.getByRole("link", { name: "Subscribe", exact: true }).click();
    await expect(
      investor.getByRole("heading", { level: 1, name: `Subscribe to ${DEMO_FUND_II_OFFERING}` }),
    ).toBeVisible();
    await expectNoAxeViolations(investor);
    await expect(investor.getByRole("radio", { name: /A new account/ })).toBeChecked();
    await investor.getByLabel("New account's kind").selectOption("trust");
    await investor.getByLabel("New account's legal name").fill(trust);
    await investor.getByRole("button", { name: "Start the subscription" }).click();
    await expect(investor).toHaveURL(/\/subscriptions\/\d+\/identity$/);
    base = new URL(investor.url()).pathname.replace(/\/identity$/, "");
    const q = questionnaire(investor);

    await expect(investor.getByRole("heading", { level: 1, name: "Identity and address" })).toBeVisible();
    await expectNoAxeViolations(investor);
    await q.field("Legal name of the entity").fill(trust);
    await q.field("Country").selectOption("US");
    await q.field("Address").fill("PO Box 1200");
    await q.field("City").fill("Portland");
    await q.field("State, province or region (optional)").fill("ME");
    await q.field("Postal code (optional)").fill("04101");
    await q.field("State or country of formation").fill("Maine");
    await q.field("Date of formation").fill("2015-06-30");
    await q.saveAndContinue("Beneficial owners and control person");

    await expectNoAxeViolations(investor);
    await q.field("Owner 1: name").fill(NAME);
    await q.field("Owner 1: country").selectOption("US");
    await q.field("Owner 1: ownership %").fill("60");
    await q.field("Owner 2: name").fill("Thomas Marchbank");
    await q.field("Owner 2: country").selectOption("US");
    await q.field("Owner 2: ownership %").fill("40");
    await q.field("Control person's name").fill(NAME);
    await q.field("Control person's title").fill("Trustee");
    await q.saveAndContinue("Tax");

    await expectNoAxeViolations(investor);
    await q.field("Federal tax classification").selectOption({ label: "Trust or estate" });
    await q.field("Employer identification number").fill("12-3456789");
    await q.tick("I certify, under penalties of perjury, the statements of Form W-9");
    await q.saveAndContinue("Investor status");

    await expectNoAxeViolations(investor);
    await q.tick("A trust with assets over $5,000,000 directed by a sophisticated person");
    await q.saveAndContinue("Accreditation");

    // Rule 506(c): the minimum-investment route needs the commitment first, and says so.
    await expectNoAxeViolations(investor);
    const minimum = investor.locator("form").filter({ hasText: "Minimum investment" });
    await minimum.getByRole("checkbox", { name: /accredited investor/ }).check();
    await minimum.getByRole("checkbox", { name: /not financed/ }).check();
    await minimum.getByRole("button", { name: "Submit the representations" }).click();
    await expect(investor.getByRole("main").getByRole("alert")).toContainText("enter it in Commitment first");

    await q.open("Bank account for distributions");
    await expectNoAxeViolations(investor);
    await q.field("Bank name").fill("Casco Bay Savings");
    await q.field("Account holder name").fill(trust);
    await q.field("ABA routing number").fill("021000021");
    await q.field("Account number").fill("000123456789");
    await q.saveAndContinue("Commitment");

    await expectNoAxeViolations(investor);
    await q.field("Commitment (US dollars)").fill("1,000,000");
    await q.saveAndContinue("Representations");

    await expectNoAxeViolations(investor);
    for (const representation of [
      "I have read the private placement memorandum and the partnership agreement",
      "The investor invests for its own account, not with a view to resale",
      "The investor can bear the loss of the whole investment and its illiquidity",
      "The money invested does not come from unlawful activity (anti-money laundering)",
      "These answers are true and complete, and I will report any change",
    ])
      await q.tick(representation);
    await q.saveAndContinue("Review");
    await expect(investor.getByRole("region", { name: "Still to answer" })).toContainText("Accreditation");

    await q.open("Accreditation");
    await minimum.getByRole("checkbox", { name: /accredited investor/ }).check();
    await minimum.getByRole("checkbox", { name: /not financed/ }).check();
    await minimum.getByRole("button", { name: "Submit the representations" }).click();
    await expect(
      investor.getByRole("status").filter({ hasText: "Submitted: Minimum investment (pending)" }),
    ).toBeVisible();

    await q.open("Review");
    await expect(investor.getByRole("region", { name: "Still to answer" })).toHaveCount(0);
    await expect(investor.getByRole("region", { name: "Commitment" })).toContainText("$1,000,000");
    await expectNoAxeViolations(investor);
  });

  /** From the review, "Continue to signing", then consent, the typed name and Sign. */
  async function sign() {
    await investor.getByRole("button", { name: "Continue to signing" }).click();
    await expect(investor.getByRole("heading", { level: 1, name: "Sign the subscription" })).toBeVisible();
    await expect(investor.getByRole("region", { name: "Signatories" })).toContainText("Not signed yet");
    await expect(investor.getByRole("region", { name: "The document you sign" })).toContainText("$1,000,000.00");
    await expectNoAxeViolations(investor);
    const form = investor.getByRole("form", { name: "Sign the subscription" });
    await form.getByRole("checkbox").check();
    await form.getByRole("textbox", { name: /Type your full name/ }).fill(NAME);
    await form.getByRole("button", { name: "Sign subscription" }).click();
    await expect(investor.getByText("Status: Submitted")).toBeVisible();
    await expect(investor.getByRole("region", { name: "Signatories" })).toContainText("Signed");
  }

  await test.step("they sign; it is submitted", sign);

  const staffPath = `/admin-portal/subscriptions/${base.split("/").at(-1)}`;
  await test.step("staff screen it (clear), verify the accreditation and ask for one answer to change", async () => {
    await gotoHydrated(staff, "/admin-portal/subscriptions?status=submitted");
    await expectNoAxeViolations(staff);
    await staff.getByRole("main").getByRole("link", { name: trust }).click();
    await expect(staff).toHaveURL(new RegExp(`${staffPath}$`));
    await expect(staff.getByRole("heading", { level: 2, name: trust })).toBeVisible();
    await expectNoAxeViolations(staff);

    const kyc = staff.getByRole("region", { name: "KYC" });
    await expect(kyc.getByText("Not screened", { exact: true })).toBeVisible();
    await kyc.getByRole("button", { name: "Screen now" }).click();
    await expect(kyc.getByText("Clear", { exact: true })).toBeVisible();
    await expect(kyc.getByText(/^Screened .* \(\d+ names\)$/)).toBeVisible();

    // The panel, not the answers' section of the same name.
    const accreditation = staff
      .getByRole("region", { name: "Accreditation", exact: true })
      .filter({ hasText: "a current verification is needed" });
    await accreditation.getByLabel("Note on the decision").fill("A $1,000,000 commitment, not financed (Rule 506(c)).");
    await accreditation.getByRole("button", { name: "Verify" }).click();
    await expect(accreditation.getByText("Verified", { exact: true })).toBeVisible();

    await staff.getByRole("button", { name: "Comment on Identity and address: Address", exact: true }).click();
    await staff.getByLabel("Comment on Address", { exact: true }).fill(REVISION);
    await staff.getByRole("button", { name: "Request revision (1 comment)" }).click();
    await expect(badge(staff, "Pending revision")).toBeVisible();
    await expectNoAxeViolations(staff);
  });

  await test.step("the investor sees the comment, fixes the answer and signs again", async () => {
    await gotoHydrated(investor, `${base}/review`);
    const asked = investor.getByRole("region", { name: "The firm asked for changes" });
    await expect(asked).toContainText(`identity.addressLine1: ${REVISION}`);
    await expectNoAxeViolations(investor);
    await asked.getByRole("link", { name: "identity.addressLine1" }).click();
    await expect(investor).toHaveURL(new RegExp(`${base}/identity$`));
    await waitForHydration(investor);
    await expect(investor.getByRole("heading", { level: 1, name: "Identity and address" })).toBeVisible();
    await expect(investor.getByRole("main").getByText(`The firm asks: ${REVISION}`)).toBeVisible();
    const q = questionnaire(investor);
    await q.field("Address").fill("415 Harbor Street");
    await q.saveAndContinue("Beneficial owners and control person");
    await q.open("Review");
    await expect(investor.getByRole("region", { name: "Identity and address" })).toContainText("415 Harbor Street");
    // The change voided the signature: the document is signed again.
    await expect(investor.getByRole("region", { name: "Who signs" })).toContainText(`${NAME}: not signed yet`);
    await sign();
  });

  await test.step("staff approve, countersign and execute", async () => {
    await gotoHydrated(staff, staffPath);
    await expect(badge(staff, "Submitted")).toBeVisible();
    await expect(staff.getByRole("region", { name: "Signatures" })).toContainText("voided");
    await staff.getByRole("button", { name: "Approve" }).click();
    await expect(badge(staff, "Approved")).toBeVisible();
    await staff.getByRole("button", { name: "Countersign" }).click();
    const dialog = staff.getByRole("dialog", { name: "Countersign the subscription" });
    await dialog.getByLabel("Your full name").fill(STAFF_NAME);
    await dialog.getByRole("checkbox", { name: "I consent to sign electronically for the firm" }).check();
    await expectNoAxeViolations(staff);
    await dialog.getByRole("button", { name: "Countersign" }).click();
    await expect(dialog).toContainText(`${trust}: countersigned`);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(badge(staff, "Countersigned")).toBeVisible();
    await staff.getByRole("button", { name: "Execute" }).click();
    await expect(badge(staff, "Fully executed")).toBeVisible();
    await expect(staff.getByRole("region", { name: "Timeline" })).toContainText(/Sealed PDF [0-9a-f]{64}/);
    await expectNoAxeViolations(staff);
  });

  await test.step("the commitment is in Fund II's ledger and the investor's portal", async () => {
    await gotoHydrated(staff, `/fund-operations?fund=fund-ii&i.q=${encodeURIComponent(trust)}`);
    const row = staff.getByRole("table", { name: "Fund II investors (1)" }).getByRole("row").filter({ hasText: trust });
    await expect(row.getByRole("cell").nth(2)).toHaveText("$1,000,000.00");
    await expectNoAxeViolations(staff);

    await gotoHydrated(investor, "/investment-dashboard");
    const consent = investor.getByRole("region", { name: "Electronic delivery of your documents" });
    await consent.getByRole("button", { name: "Accept electronic delivery" }).click();
    await expect(consent).toHaveCount(0);
    const summary = investor.getByRole("region", { name: "Portfolio summary" });
    await expect(summary.locator("dt", { hasText: "Total Commitment" }).locator("+ dd")).toHaveText("$1,000,000.00");
    await expectNoAxeViolations(investor);
  });

  await test.step("the executed PDF is in their documents; its seal verifies, and fails once a byte changes", async () => {
    await gotoHydrated(investor, "/investor-profile?tab=documents");
    const documents = investor.getByRole("table", { name: "Subscription documents" });
    const row = documents.getByRole("row").filter({ hasText: "Fund II Subscription Agreement (executed)" });
    await expect(row).toContainText("Executed");
    await expectNoAxeViolations(investor);
    const download = investor.waitForEvent("download");
    await row.getByRole("link", { name: /^Download/ }).click();
    const sealed = await readFile((await (await download).path())!);
    expect(pdfText(sealed)).toContain(trust);
    expect(verifySeal(sealed)).toMatchObject({ valid: true });
    expect(pdfsig(sealed)).toContain("Signature is Valid.");
    const changed = withOneByteChanged(sealed);
    expect(verifySeal(changed)).toMatchObject({ valid: false, reason: "The document was changed after it was sealed" });
    expect(pdfsig(changed)).not.toContain("Signature is Valid.");
  });

  await test.step("the investor's subscription pages fit a phone", async () => {
    await fitsAPhone(investor, [
      "/subscriptions",
      `${base}/identity`,
      `${base}/owners`,
      `${base}/review`,
      `${base}/sign`,
    ]);
  });

  await investor.context().close();
  await staff.context().close();
});
