import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { seedDemoContent } from "../../server/db/seed.ts";
import { DEMO_LOGIN_HINT, demoUsers } from "../../server/db/seed/demo-users.ts";
import { createDemoContentService } from "../../server/services/demo-content.ts";
import { testDatabases } from "./test-databases.ts";

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
