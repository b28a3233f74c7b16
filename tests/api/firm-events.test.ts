import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { firmEvents } from "#server/platform/db/schema/firm-events.ts";
import { createUser } from "./auth-helpers.ts";
import { insertCallPart } from "./ledger-rows.ts";
import { holdingOf } from "./entity-helpers.ts";
import { asAdmin, auditRows, expectStaffOnly } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// The clock every read of "today" uses (decision 0046): fixed, so the test does not depend on the day it runs.
const NOW = new Date("2026-11-28T15:00:00Z");

const meeting = {
  title: "Q4 2026 Quarterly Investor Call",
  date: "2027-02-10",
  time: "11:00",
  timeZone: "America/New_York",
  durationMinutes: 60,
  type: "Virtual Meeting",
  location: "Video conference",
  description: "Fund I and Fund II results for the fourth quarter.",
};

describe.each(testDatabases)("firm events on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database, { services: { now: () => NOW } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  it("is staff-only: 401 without a session, 403 for investors and viewers", async () => {
    await expectStaffOnly(t, [
      ["GET", "/api/firm-events"],
      ["POST", "/api/firm-events", meeting],
      ["PUT", "/api/firm-events/1", meeting],
      ["DELETE", "/api/firm-events/1"],
    ]);
    expect(await t.db.select().from(firmEvents)).toEqual([]);
  });

  it("creates, lists, updates and deletes, auditing each write with the actor", async () => {
    const { api, user } = await asAdmin(t);
    const created = await api.post("/api/firm-events", { ...meeting, fundType: "" });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ ...meeting, fundType: null });

    const annual = (await api.post("/api/firm-events", { ...meeting, title: "Annual", date: "2027-01-05" })).json();
    expect((await api.get("/api/firm-events")).json().map((e: { id: number }) => e.id)).toEqual([annual.id, body.id]);

    const updated = await api.put(`/api/firm-events/${body.id}`, {
      ...meeting,
      date: "2027-02-17",
      fundType: "Fund II",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ date: "2027-02-17", fundType: "Fund II" });

    expect((await api.delete(`/api/firm-events/${annual.id}`)).statusCode).toBe(204);
    expect((await api.delete(`/api/firm-events/${annual.id}`)).statusCode).toBe(404);
    expect((await api.put("/api/firm-events/999999", meeting)).statusCode).toBe(404);

    const audit = (await auditRows(t)).filter((row) => row.entityType === "firm_event");
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([
      ["firm_event.created", user.id],
      ["firm_event.created", user.id],
      ["firm_event.updated", user.id],
      ["firm_event.deleted", user.id],
    ]);
    expect(audit[2].details).toEqual({ before: { date: "2027-02-10", time: "11:00", fundType: null } });
  });

  it("refuses an invalid event with a message per field, and stores nothing", async () => {
    const { api } = await asAdmin(t);
    const res = await api.post("/api/firm-events", {
      ...meeting,
      title: " ",
      date: "2027-02-30",
      time: "25:00",
      timeZone: "Europe/Paris",
      durationMinutes: 5,
      type: "Capital Call",
      fundType: "Fund III",
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fieldErrors).sort()).toEqual(
      ["date", "durationMinutes", "fundType", "time", "timeZone", "title", "type"].sort(),
    );
    expect(await t.db.select().from(firmEvents)).toEqual([]);
  });

  it("shows an investor the events of their funds and their own unpaid calls' due dates, from today on", async () => {
    const { api } = await asAdmin(t);
    const add = (extra: object) => api.post("/api/firm-events", { ...meeting, ...extra });
    await add({ title: "Everyone", date: "2026-12-01" });
    await add({ title: "Fund II only", date: "2026-12-02", fundType: "Fund II" });
    await add({ title: "Fund I only", date: "2026-12-03", fundType: "Fund I" });
    await add({ title: "Yesterday", date: "2026-11-27" });
    await add({ title: "Today", date: "2026-11-28" });

    const fundIOnly = await createUser(t, { role: "investor", fundIAccess: true, fundIIAccess: false });
    const both = await createUser(t, { role: "investor", fundIAccess: true, fundIIAccess: true });
    const bothHolding = await holdingOf(t.db, both);
    // Fund II's fourth call, due on the 17th: the calendar says the 17th, as the ledger does.
    await insertCallPart(t.db, {
      entityId: bothHolding,
      fundType: "Fund II",
      number: 4,
      amountCents: 1_737_705,
      callDate: "2026-11-18",
      dueDate: "2027-01-17",
    });
    // Paid, or due before today, or someone else's: not upcoming for this investor.
    await insertCallPart(t.db, {
      entityId: bothHolding,
      fundType: "Fund I",
      number: 3,
      amountCents: 100,
      callDate: "2026-11-01",
      dueDate: "2026-12-20",
      paidOn: "2026-11-20",
    });
    await insertCallPart(t.db, {
      entityId: bothHolding,
      fundType: "Fund I",
      number: 2,
      amountCents: 100,
      callDate: "2026-10-01",
      dueDate: "2026-11-15",
    });
    await insertCallPart(t.db, {
      entityId: await holdingOf(t.db, fundIOnly),
      fundType: "Fund I",
      number: 5,
      amountCents: 100,
      callDate: "2026-12-01",
      dueDate: "2026-12-31",
    });

    const titles = async (user: typeof both) =>
      (await t.services.firmEvents.upcomingFor(user)).map((e) => `${e.date} ${e.title}`);
    expect(await titles(both)).toEqual([
      "2026-11-28 Today",
      "2026-12-01 Everyone",
      "2026-12-02 Fund II only",
      "2026-12-03 Fund I only",
      "2027-01-17 Fund II Capital Call No. 4 Due",
    ]);
    // No Fund II access: no Fund II event; the call issued after today is not shown yet.
    expect(await titles(fundIOnly)).toEqual(["2026-11-28 Today", "2026-12-01 Everyone", "2026-12-03 Fund I only"]);
    const viewer = await createUser(t, { role: "viewer", fundIAccess: false, fundIIAccess: false });
    expect(await titles(viewer)).toEqual(["2026-11-28 Today", "2026-12-01 Everyone"]);

    const [call] = (await t.services.firmEvents.upcomingFor(both)).filter((e) => e.type === "Capital Call");
    expect(call).toMatchObject({
      time: "17:00",
      timeZone: "America/New_York",
      durationMinutes: 0,
      fundType: "Fund II",
    });
  });
});
