import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { demoUsers } from "#server/seed/demo-users.ts";
import { closedQuarter } from "#server/seed/demo-timeline.ts";
import { signIn } from "./auth-helpers.ts";
import { request } from "./request.ts";
import type { TestContext } from "./test-app.ts";

// What the demo firm shows its investor and its staff, as data: the answers the entities migration
// test compares before and after (tests/api/fixtures/demo-0030 holds the "before", made by this
// code at commit b5c841a on the demo seeded at DEMO_FIXTURE_NOW).

export const DEMO_FIXTURE_NOW = new Date("2026-11-28T12:00:00Z");

/** What a reader sees of a page: its text without scripts, styles and tags. */
export function visibleText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A PDF's text as poppler lays it out. */
function pdfText(bytes: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "edf-pdf-"));
  try {
    writeFileSync(path.join(dir, "a.pdf"), bytes);
    return execFileSync("pdftotext", ["-layout", path.join(dir, "a.pdf"), "-"]).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The demo investor's figures, documents, statements and pages, and the staff's fund figures, lists
 * and pages. Needs the app with `web` and the demo admin exempt from two-factor enrolment.
 */
export async function demoAnswers(t: TestContext, now = DEMO_FIXTURE_NOW) {
  const answers: Record<string, unknown> = {};
  const investor = await signIn(t, demoUsers.investor.username, demoUsers.investor.password);
  for (const url of [
    "/api/investor/profile",
    "/api/investor/portfolio",
    "/api/investor/holdings",
    "/api/investor/capital-calls",
    "/api/investor/documents",
  ]) {
    const res = await request(t, "GET", url, { cookie: investor });
    answers[`investor ${url}`] = { status: res.statusCode, body: JSON.parse(res.body) };
  }
  for (const back of [0, 1, 2, 3]) {
    const period = closedQuarter(now, back).label.replace(/^Q(\d) (\d{4})$/, "$2-Q$1");
    const res = await request(t, "GET", `/api/investor/statements/${period}`, { cookie: investor });
    answers[`investor statement ${period}`] = {
      status: res.statusCode,
      text: res.statusCode === 200 ? pdfText(res.rawPayload) : "",
    };
  }
  for (const tab of ["overview", "fund-i", "fund-ii", "resources", "reports"]) {
    const res = await request(t, "GET", `/investment-dashboard?tab=${tab}`, { cookie: investor });
    answers[`investor page ${tab}`] = { status: res.statusCode, text: visibleText(res.body) };
  }
  const admin = await signIn(t, demoUsers.admin.username, demoUsers.admin.password);
  for (const fund of ["fund-i", "fund-ii"]) {
    for (const list of ["overview", "summary", "investors/page", "capital-calls/page", "distributions/page"]) {
      const res = await request(t, "GET", `/api/admin/funds/${fund}/${list}`, { cookie: admin });
      answers[`staff ${fund} ${list}`] = { status: res.statusCode, body: JSON.parse(res.body) };
    }
  }
  for (const url of ["/api/users/page", "/api/documents/page"]) {
    const res = await request(t, "GET", url, { cookie: admin });
    answers[`staff ${url}`] = { status: res.statusCode, body: JSON.parse(res.body) };
  }
  for (const page of ["/fund-operations", "/admin-portal/users", "/admin-portal/documents"]) {
    const res = await request(t, "GET", page, { cookie: admin });
    answers[`staff page ${page}`] = { status: res.statusCode, text: visibleText(res.body) };
  }
  return answers;
}
