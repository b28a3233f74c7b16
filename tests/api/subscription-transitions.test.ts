// The one writer of a subscription's state (transition.ts, decision 0065): no skipped step, no
// second move, and of two concurrent approvals exactly one wins (on PostgreSQL they truly run at
// once; PGlite serialises them). Each success writes one subscription_events row and one audit row.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SubscriptionAction } from "#domain/subscription-states.ts";
import { transitionSubscription } from "#server/features/subscriptions/transition.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import { subscriptionEvents, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { actingAs } from "#server/platform/staff-write.ts";
import { createUser } from "./auth-helpers.ts";
import { makeSubscription } from "./subscription-fixtures.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

describe.each(testDatabases)("subscription transitions on $name", (database) => {
  let t: TestContext;
  let by: ReturnType<typeof actingAs>;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
    by = actingAs(await createUser(t, { role: "admin" }), "10.0.0.1");
  });

  const move = (id: number, action: SubscriptionAction) =>
    t.db.transaction((tx) => transitionSubscription(tx, t.services.audit, { id, action, by }));
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => "ok" as const,
      (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
    );
  const eventsOf = (id: number) =>
    t.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, id));
  const auditOf = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));

  it("refuses skipping a step, naming the state, and writes nothing", async () => {
    const { subscription: draft } = await makeSubscription(t, { status: "draft" });
    expect(await outcome(move(draft.id, "approve"))).toBe(
      "CONFLICT: This subscription is draft; it cannot be approved now.",
    );
    const { subscription: approved } = await makeSubscription(t, { status: "approved" });
    expect(await outcome(move(approved.id, "execute"))).toBe(
      "CONFLICT: This subscription is approved; it cannot be executed now.",
    );
    expect(await eventsOf(draft.id)).toEqual([]);
    expect(await eventsOf(approved.id)).toEqual([]);
    expect(await auditOf(approved.id)).toEqual([]);
    expect(await outcome(move(999_999, "approve"))).toBe("NOT_FOUND: Subscription not found");
  });

  it("refuses a second move once the first is done", async () => {
    const { subscription } = await makeSubscription(t);
    expect(await outcome(move(subscription.id, "approve"))).toBe("ok");
    expect(await outcome(move(subscription.id, "approve"))).toBe(
      "CONFLICT: This subscription is approved; it cannot be approved now.",
    );
    const events = await eventsOf(subscription.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorUserId])).toEqual([
      ["submitted", "approved", by.actor.id],
    ]);
    const audits = await auditOf(subscription.id);
    expect(audits.map((a) => [a.action, a.actorUserId])).toEqual([["subscription.approved", by.actor.id]]);
  });

  it("of two concurrent approvals, exactly one succeeds and the other is a 409", async () => {
    const { subscription } = await makeSubscription(t);
    const results = await Promise.all([
      outcome(move(subscription.id, "approve")),
      outcome(move(subscription.id, "approve")),
    ]);
    expect(results.sort()).toEqual(["CONFLICT: This subscription is approved; it cannot be approved now.", "ok"]);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row.status).toBe("approved");
    expect(await eventsOf(subscription.id)).toHaveLength(1);
    expect((await auditOf(subscription.id)).map((a) => a.action)).toEqual(["subscription.approved"]);
  });

  it("of concurrent execute clicks on a countersigned one, one wins (the columns execution sets come with it)", async () => {
    const { subscription } = await makeSubscription(t, { status: "countersigned" });
    // Execution's own columns are another slice's; here the check constraint only needs a file key.
    const key = `test/executed-${subscription.id}.pdf`;
    await t.db.insert(storedFiles).values({ key, bytes: Buffer.from("%PDF-1.7"), contentType: "application/pdf" });
    const execute = () =>
      t.db.transaction((tx) =>
        transitionSubscription(tx, t.services.audit, {
          id: subscription.id,
          action: "execute",
          by,
          set: { executedFileKey: key, executedAt: new Date() },
        }),
      );
    const results = await Promise.all([outcome(execute()), outcome(execute()), outcome(execute())]);
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    expect(results.filter((r) => r.startsWith("CONFLICT"))).toHaveLength(2);
    expect(await eventsOf(subscription.id)).toHaveLength(1);
  });
});
