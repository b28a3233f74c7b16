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

    expect(await seedDemoContent(handle.db)).toBe(true);
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
