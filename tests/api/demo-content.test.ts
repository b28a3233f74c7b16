import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasFieldKey, useFieldKey } from "#server/platform/field-encryption.ts";
import type { DatabaseHandle } from "#server/platform/db/client.ts";
import { seedDemoContent } from "#server/seed.ts";
import { demoFirmEvents } from "#server/seed/demo-firm-events.ts";
import { demoInvestorDocuments, demoK1s } from "#server/seed/demo-investor-records.ts";
import { demoVideoDate, demoVideos } from "#server/seed/demo-records.ts";
import { demoEpisodes } from "#server/seed/demo-recordings.ts";
import { DEMO_LOGIN_HINT, demoUsers } from "#server/seed/demo-users.ts";
import { createDemoContentService } from "#server/platform/demo-content.ts";
import { testDatabases, testFieldKey } from "./test-databases.ts";

// The seed seals the demo's tax IDs and bank numbers (decision 0062): the key the server sets at
// boot, set here because this file seeds without the test app (which would set it); the run's, as
// the files after it in this process open the run's seeded copy with it.
if (!hasFieldKey()) useFieldKey(testFieldKey());

describe.each(testDatabases)("demo content marker on $name", (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it("is false on an unseeded database and true once the demo seed has run; read once per process", async () => {
    const before = createDemoContentService(handle.db);
    expect(await before.isSeeded()).toBe(false);

    // The seed is one transaction, so one connection: it must hand it one statement at a time
    // (pg warns when a second comes while one runs, and refuses it from pg 9).
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      expect(await seedDemoContent(handle.db)).toBe(true);
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
    expect(await createDemoContentService(handle.db).isSeeded()).toBe(true);
    // The first answer is kept (the seed runs at boot, before any request reads it).
    expect(await before.isSeeded()).toBe(false);
  });
});

describe("demo sign-in hint", () => {
  it("names the demo investor only, never a staff account", () => {
    expect(DEMO_LOGIN_HINT).toBe(`Try: ${demoUsers.investor.username} / ${demoUsers.investor.password}`);
    for (const staff of [demoUsers.admin, demoUsers.superAdmin]) {
      expect(DEMO_LOGIN_HINT).not.toContain(staff.password);
      expect(DEMO_LOGIN_HINT).not.toContain(staff.username + " /");
    }
  });
});

// Issue 22, item 9 (decision 0046): demo content is dated relative to today, in the seasons a firm has it.
describe("demo content in its season", () => {
  const NOW = new Date("2026-11-28T12:00:00Z");
  const DAY = 86_400_000;
  const ageInDays = (date: string) => (NOW.getTime() - Date.parse(date)) / DAY;

  it("has the last issued K-1 final and the next one expected on March 15 (never a K-1 due in December)", () => {
    const k1s = demoInvestorDocuments(NOW).filter((d) => d.kind === "statement_tax");
    expect(k1s.map((d) => [d.name, d.status, d.documentDate ?? d.expectedDate])).toEqual([
      ["2025 Schedule K-1", "Final", "2026-03-15"],
      ["2026 Schedule K-1", "Pending", "2027-03-15"],
    ]);
    // Before March 15 the last tax year's is still the pending one.
    expect(demoK1s(new Date("2027-02-01T00:00:00Z")).pending).toEqual({
      taxYear: 2026,
      name: "2026 Schedule K-1",
      expected: "2027-03-15",
    });
  });

  it("dates the podcasts and videos within the last months, and the outlook after its quarter closed", () => {
    const episodes = demoEpisodes(NOW);
    for (const e of episodes) expect(ageInDays(e.publishedOn), e.title).toBeGreaterThan(0);
    for (const e of episodes) expect(ageInDays(e.publishedOn), e.title).toBeLessThan(120);
    expect(episodes.map((e) => e.title).join(" ")).not.toMatch(/\b20(1\d|2[0-5])\b/);
    expect(episodes[0]).toMatchObject({
      title: expect.stringMatching(/^Q3 2026 Market Outlook/),
      publishedOn: "2026-10-21",
    });
    for (const v of demoVideos) {
      const age = ageInDays(demoVideoDate(NOW, v.ageDays));
      expect(age, v.title).toBeGreaterThan(0);
      expect(age, v.title).toBeLessThan(120);
      expect(v.title).not.toMatch(/\b20\d\d\b/);
    }
  });

  it("schedules the meetings ahead, in season: the quarterly call after a quarter closes, the annual meeting in May", () => {
    const events = demoFirmEvents(NOW);
    for (const e of events) expect(e.date >= "2026-11-28", e.title).toBe(true);
    expect(events.map((e) => [e.title, e.date, e.fundType])).toEqual([
      ["Q4 2026 Quarterly Investor Call", "2027-02-10", null],
      ["Fund II Limited Partner Advisory Committee", "2027-03-16", "Fund II"],
      ["2027 Annual Investor Meeting", "2027-05-13", null],
    ]);
  });
});
