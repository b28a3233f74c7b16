import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "#server/features/accounts/passwords.ts";
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from "#server/platform/db/client.ts";
import { recoveryCodes, userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import { users } from "#server/platform/db/schema/users.ts";

const run = promisify(execFile);

/** Run the real command as an operator would, with the password in the environment. */
function createAdmin(env: Record<string, string>, password: string, args: string[]) {
  const { BASE_URL: _vite, DATABASE_URL: _db, ...inherited } = process.env;
  return run(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", ...args], {
    env: { ...inherited, ...env, ADMIN_PASSWORD: password },
  });
}

interface Target {
  name: string;
  env(): Promise<Record<string, string>>;
  open(env: Record<string, string>): Promise<DatabaseHandle>;
  cleanup?(env: Record<string, string>): Promise<void>;
}

const targets: Target[] = [
  {
    name: "pglite",
    env: async () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "edf-admin-")) }),
    open: (env) => openEmbeddedDatabase(env.DATA_DIR),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres",
          async env() {
            const name = `edf_admin_${randomBytes(5).toString("hex")}`;
            const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
            await admin.connect();
            await admin.query(`create database ${name}`);
            await admin.end();
            const url = new URL(process.env.TEST_DATABASE_URL!);
            url.pathname = `/${name}`;
            return { DATABASE_URL: url.toString() };
          },
          open: (env: Record<string, string>) => openPostgresDatabase(env.DATABASE_URL),
          async cleanup(env: Record<string, string>) {
            const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
            await admin.connect();
            await admin.query(`drop database if exists ${new URL(env.DATABASE_URL).pathname.slice(1)} with (force)`);
            await admin.end();
          },
        },
      ]
    : []),
];

describe.each(targets)("npm run create-admin on $name", (target) => {
  it("creates a super admin, resets it on a second run, and refuses weak passwords", { timeout: 120_000 }, async () => {
    const env = await target.env();
    const args = ["--username", "Founder", "--email", "founder@edfutures.com", "--first-name", "Fran"];
    const created = await createAdmin(env, "First-Strong-Pass-1", args);
    expect(created.stdout).toMatch(/Created super admin "Founder"/);
    // The super admin sets up a second factor, then loses the phone: a reset removes it (decision 0028).
    const setUp = await target.open(env);
    try {
      const [founder] = await setUp.db.select().from(users).where(eq(users.username, "Founder"));
      await setUp.db
        .insert(userTwoFactor)
        .values({ userId: founder.id, secret: "JBSWY3DPEHPK3PXP", enabledAt: new Date() });
      await setUp.db.insert(recoveryCodes).values({ userId: founder.id, codeHash: "0".repeat(64) });
    } finally {
      await setUp.close();
    }
    const reset = await createAdmin(env, "Second-Strong-Pass-2", args);
    expect(reset.stdout).toMatch(/Reset super admin "Founder"/);
    expect(reset.stdout).toMatch(/removed their two-factor sign-in/);
    await expect(createAdmin(env, "password123", args)).rejects.toMatchObject({
      stderr: expect.stringMatching(/too common/),
    });
    // The password never appears in what the command prints.
    expect(created.stdout + reset.stdout).not.toMatch(/Strong-Pass/);

    const db = await target.open(env);
    try {
      const rows = await db.db.select().from(users).where(eq(users.username, "Founder"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ role: "super_admin", isActive: true, firstName: "Fran" });
      expect(await verifyPassword(rows[0].passwordHash, "Second-Strong-Pass-2")).toBe(true);
      expect(await verifyPassword(rows[0].passwordHash, "First-Strong-Pass-1")).toBe(false);
      expect(await db.db.select().from(userTwoFactor)).toHaveLength(0);
      expect(await db.db.select().from(recoveryCodes)).toHaveLength(0);
    } finally {
      await db.close();
      await target.cleanup?.(env);
    }
  });
});
