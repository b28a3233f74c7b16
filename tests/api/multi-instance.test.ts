import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSealCertificate } from "#server/features/subscriptions/signing/seal-certificate.ts";
import { openPostgresDatabase, type DatabaseHandle } from "#server/platform/db/client.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { createUser, freshRecoveryCode, sessionCookieOf, TEST_PASSWORD } from "./auth-helpers.ts";
import { send } from "./haproxy.ts";
import { startSmtpServer } from "./smtp-test-server.ts";
import { createPostgresDatabase } from "./test-databases.ts";
import type { TestContext } from "./test-app.ts";

// Two real server processes on one PostgreSQL database, behind HAProxy (round robin, health
// checked on /healthz), as production runs several instances (decision 0035).
const adminUrl = process.env.TEST_DATABASE_URL;
const HAPROXY = "/usr/sbin/haproxy";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const FROM = "EdFutures <no-reply@edfutures.test>";
const WRITES_PER_MINUTE = 4;
/** Both instances seal with one certificate, as production sets it (decision 0065). */
const SEAL_P12 = demoSealCertificate().p12.toString("base64");

const base = 3500 + Math.floor(Math.random() * 30) * 3;
const ports = { a: base, b: base + 1, balancer: base + 2 };
const url = (port: number) => `http://127.0.0.1:${port}`;
const origin = url(ports.balancer);

const children: ChildProcess[] = [];

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, readyText: string) {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const ready = (async () => {
    for (let i = 0; i < 1200; i++) {
      if (output.includes(readyText)) return;
      if (child.exitCode !== null) throw new Error(`${command} exited early:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${command} did not start:\n${output}`);
  })();
  return { child, ready, output: () => output };
}

function startInstance(port: number, databaseUrl: string, smtpUrl: string) {
  const { BASE_URL: _vite, ...inherited } = process.env;
  return spawnLogged(
    process.execPath,
    ["scripts/start.mjs"],
    {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      // Production on PostgreSQL requires it (decision 0062); both instances share it.
      ENTITY_DATA_KEY: "07".repeat(32),
      // So does the seal's certificate (decision 0065).
      SIGNING_P12_BASE64: SEAL_P12,
      BASE_URL: origin,
      BUILD_DIR,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      SMTP_URL: smtpUrl,
      MAIL_FROM: FROM,
      RATE_LIMIT_WRITES: String(WRITES_PER_MINUTE),
      RATE_LIMIT_GENERAL: "1000",
    },
    "EdFutures is running",
  );
}

async function until<T>(probe: () => Promise<T | undefined>, withinMs: number): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return { value, ms: Date.now() - started };
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Headers of a request sent straight to an instance, the test playing the balancer: the one
 * X-Forwarded-For entry is what a balancer would have appended. Through HAProxy, a client's address
 * is its real source address instead (`send`'s `from`).
 */
const client = (ip: string, cookie?: string) => ({
  "x-forwarded-for": ip,
  origin,
  ...(cookie ? { cookie } : {}),
});

describe.skipIf(!adminUrl || !existsSync(HAPROXY))(
  "several instances behind HAProxy on PostgreSQL",
  { timeout: 120_000 },
  () => {
    let database: { url: string; drop(): Promise<void> };
    let handle: DatabaseHandle;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

    beforeAll(async () => {
      database = await createPostgresDatabase(adminUrl!);
      handle = await openPostgresDatabase(database.url); // migrated here, before either instance
      smtp = await startSmtpServer();
      const a = startInstance(ports.a, database.url, smtp.url);
      const b = startInstance(ports.b, database.url, smtp.url);
      await Promise.all([a.ready, b.ready]);

      const config = path.join(mkdtempSync(path.join(tmpdir(), "edf-haproxy-")), "haproxy.cfg");
      writeFileSync(
        config,
        [
          "defaults",
          "  mode http",
          // Appends the address it saw to X-Forwarded-For; the instances believe only that entry.
          "  option forwardfor",
          "  timeout connect 2s",
          "  timeout client 10s",
          "  timeout server 10s",
          "frontend web",
          `  bind 127.0.0.1:${ports.balancer}`,
          "  default_backend instances",
          "backend instances",
          "  balance roundrobin",
          "  option httpchk GET /healthz",
          "  http-response set-header x-instance %s",
          `  server a 127.0.0.1:${ports.a} check inter 300ms rise 1`,
          `  server b 127.0.0.1:${ports.b} check inter 300ms rise 1`,
          "",
        ].join("\n"),
      );
      const balancer = spawnLogged(HAPROXY, ["-db", "-f", config], process.env, "");
      await until(async () => {
        const seen = new Set<string>();
        for (let i = 0; i < 4; i++) {
          const res = await fetch(`${origin}/healthz`).catch(() => undefined);
          if (res?.ok) seen.add(res.headers.get("x-instance") ?? "");
        }
        return seen.has("a") && seen.has("b") ? true : undefined;
      }, 15_000).catch((error) => {
        throw new Error(`HAProxy did not balance over both instances: ${error}\n${balancer.output()}`);
      });
    });

    afterAll(async () => {
      for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGTERM");
      await smtp?.close();
      await handle?.close();
      await database?.drop();
    });

    const ctx = () => ({ db: handle.db }) as unknown as TestContext;

    /** Signs in through HAProxy from the loopback address `from` (a real client address). */
    async function signInThroughBalancer(from: string) {
      const admin = await createUser(ctx(), { role: "admin" });
      const post = (path: string, body: unknown, cookie?: string) =>
        send({
          port: ports.balancer,
          path,
          method: "POST",
          from,
          headers: { origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        });
      const login = await post("/api/login", { username: admin.username, password: TEST_PASSWORD });
      expect(login.status).toBe(202);
      const challenge = (login.headers["set-cookie"] as string[])[0].split(";")[0];
      const done = await post(
        "/api/login/two-factor",
        { recoveryCode: await freshRecoveryCode(ctx(), admin.id) },
        challenge,
      );
      expect(done.status).toBe(200);
      return sessionCookieOf({ headers: { "set-cookie": done.headers["set-cookie"] } });
    }

    it("a session made through the balancer works on each instance", async () => {
      const cookie = await signInThroughBalancer("127.0.0.10");
      for (const port of [ports.a, ports.b, ports.balancer, ports.balancer]) {
        const res = await fetch(`${url(port)}/api/account`, { headers: client("203.0.113.10", cookie) });
        expect(res.status, `port ${port}`).toBe(200);
      }
      const anonymous = await fetch(`${url(ports.b)}/api/account`, { headers: client("203.0.113.10") });
      expect(anonymous.status).toBe(401);
    });

    it("an article published through instance A shows on instance B's cached pages within a second", async () => {
      const cookie = await signInThroughBalancer("127.0.0.20");
      const news = () => fetch(`${url(ports.b)}/news`, { headers: client("203.0.113.21") });
      await news();
      expect((await news()).headers.get("x-cache")).toBe("HIT");

      const article = {
        title: "Published on A, read on B",
        slug: "published-on-a",
        category: "Market Analysis",
        description: "Across instances",
        content: "Body",
        published: true,
        featured: false,
      };
      const created = await fetch(`${url(ports.a)}/api/articles`, {
        method: "POST",
        headers: { ...client("203.0.113.20", cookie), "content-type": "application/json" },
        body: JSON.stringify(article),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const shown = await until(
        async () => ((await (await news()).text()).includes(article.title) ? true : undefined),
        1_000,
      );
      expect(shown.ms).toBeLessThan(1_000);

      // And an update, the other way round: written on B, read on A.
      const pageOnA = () => fetch(`${url(ports.a)}/article/published-on-a`, { headers: client("203.0.113.21") });
      await pageOnA();
      expect((await pageOnA()).headers.get("x-cache")).toBe("HIT");
      const updated = await fetch(`${url(ports.b)}/api/articles/${id}`, {
        method: "PUT",
        headers: { ...client("203.0.113.20", cookie), "content-type": "application/json" },
        body: JSON.stringify({ ...article, title: "Updated on B" }),
      });
      expect(updated.status).toBe(200);
      await until(async () => ((await (await pageOnA()).text()).includes("Updated on B") ? true : undefined), 1_000);
    });

    it("a rate limit counts requests to both instances", async () => {
      // One client, 127.0.0.30: straight to A and B with the entry a balancer would append, and last
      // through HAProxy from that very address (which HAProxy appends).
      const write = (port: number) =>
        port === ports.balancer
          ? send({ port, path: "/api/no-such-endpoint", method: "POST", from: "127.0.0.30" })
          : fetch(`${url(port)}/api/no-such-endpoint`, { method: "POST", headers: client("127.0.0.30") });
      const statuses = [];
      for (const port of [ports.a, ports.b, ports.a, ports.b, ports.a, ports.b, ports.balancer]) {
        statuses.push((await write(port)).status);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 429, 429, 429]);
      const refused = await fetch(`${url(ports.b)}/api/no-such-endpoint`, {
        method: "POST",
        headers: client("127.0.0.30"),
      });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    });

    it("through HAProxy, a forged X-Forwarded-For neither escapes a limit nor names the client", async () => {
      // Before decision 0045 the instances took the left-most entry, which the client writes: every
      // forged address had a fresh count and all 8 writes passed.
      const results = [];
      for (let i = 0; i < 8; i++) {
        results.push(
          await send({
            port: ports.balancer,
            path: "/api/no-such-endpoint",
            method: "POST",
            from: "127.0.0.40",
            headers: { "x-forwarded-for": `6.6.6.${i}` },
          }),
        );
      }
      expect(results.map((r) => r.status)).toEqual([404, 404, 404, 404, 429, 429, 429, 429]);
      expect(new Set(results.map((r) => r.headers["x-instance"]))).toEqual(new Set(["a", "b"]));
      const rows = await handle.db.execute<{ key: string }>(sql`select key from rate_limits where key like 'writes:%'`);
      expect(rows.rows.map((r) => r.key)).toContain("writes:127.0.0.40");
      expect(rows.rows.map((r) => r.key).filter((k) => k.includes("6.6.6."))).toEqual([]);
    });

    it("each queued message is delivered exactly once, by whichever instance claims it", async () => {
      const count = 20;
      await handle.db.insert(mailMessages).values(
        Array.from({ length: count }, (_, i) => ({
          kind: "password_reset" as const,
          toAddress: `once-${i}@example.com`,
          subject: `Exactly once ${i}`,
          textBody: `Message ${i}`,
          htmlBody: `<p>Message ${i}</p>`,
        })),
      );
      const delivered = () => smtp.received.filter((m) => m.subject?.startsWith("Exactly once"));
      // Both workers poll every 5 s; give them a few rounds.
      await until(async () => (delivered().length >= count ? true : undefined), 20_000);
      await new Promise((r) => setTimeout(r, 1_000)); // a duplicate would have arrived by now
      const subjects = delivered().map((m) => m.subject);
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
      const rows = await handle.db
        .select({ status: mailMessages.status })
        .from(mailMessages)
        .where(eq(mailMessages.kind, "password_reset"));
      expect(rows.filter((r) => r.status === "sent")).toHaveLength(count);
    });
  },
);
