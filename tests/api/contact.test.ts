import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactInquiries } from "#server/platform/db/schema/contact-inquiries.ts";
import { rateLimits } from "#server/platform/db/schema/rate-limits.ts";
import { CONTACT_RATE_LIMIT } from "#server/features/inquiries/inquiries.ts";
import { testDatabases } from "./test-databases.ts";
import { startTestApp, type TestContext } from "./test-app.ts";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  investmentInterest: "real-estate-fund-i",
  message: "Interested in Fund I.",
};

describe.each(testDatabases)("POST /api/contact on $name", (database) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  // Each test posts from its own address, so one test's rate-limit state never reaches another.
  let address = "";
  let nextHost = 1;
  beforeEach(() => {
    address = `10.0.${nextHost >> 8}.${nextHost++ & 255}`;
  });
  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = address) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json", ...headers },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      remoteAddress,
    });
  const stored = () => t.db.select().from(contactInquiries);

  it("stores a valid inquiry and answers 201 with the stored record", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...valid, status: "new" });
    expect(body.id).toEqual(expect.any(Number));
    expect(new Date(body.createdAt).getTime()).not.toBeNaN();
    const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, body.id));
    expect(row).toMatchObject({ ...valid, status: "new" });
  });

  it("accepts an inquiry without a message and trims the fields", async () => {
    const { message: _omit, ...rest } = valid;
    const res = await post({ ...rest, firstName: "  Ada  " });
    expect(res.statusCode).toBe(201);
    const [row] = await stored();
    expect(row.message).toBeNull();
    expect(row.firstName).toBe("Ada");
  });

  it.each(["firstName", "lastName", "email", "investmentInterest"] as const)(
    "answers 400 naming %s when it is missing, and stores nothing",
    async (field) => {
      const { [field]: _omit, ...rest } = valid;
      const res = await post(rest);
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe("VALIDATION");
      expect(Object.keys(error.fieldErrors)).toEqual([field]);
      expect(error.message).toContain(field);
      expect(await stored()).toHaveLength(0);
    },
  );

  it("names every bad field at once: blank names, bad e-mail, unknown interest", async () => {
    const res = await post({ firstName: " ", lastName: "", email: "not-an-email", investmentInterest: "crypto" });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json().error;
    expect(Object.keys(fieldErrors).sort()).toEqual(["email", "firstName", "investmentInterest", "lastName"]);
    expect(fieldErrors.email[0]).toMatch(/valid email/i);
  });

  it("refuses over-long fields", async () => {
    const res = await post({ ...valid, lastName: "x".repeat(101), message: "y".repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fieldErrors).sort()).toEqual(["lastName", "message"]);
  });

  it("answers 400 for malformed JSON and for a body that is not an object", async () => {
    const bad = await post('{"firstName": "Ada",');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/not valid JSON/);
    const array = await post([1, 2]);
    expect(array.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
    });
    expect(empty.statusCode).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it("answers 413 for an oversized body and 415 for a non-JSON content type", async () => {
    const big = await post({ ...valid, message: "z".repeat(70_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe("PAYLOAD_TOO_LARGE");
    const form = await post("firstName=Ada", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.message).toMatch(/application\/json/);
    expect(await stored()).toHaveLength(0);
  });

  it("refuses a filled-in honeypot without storing anything", async () => {
    const res = await post({ ...valid, website: "http://spam.example" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors).toHaveProperty("website");
    expect(await stored()).toHaveLength(0);
  });

  it("rate-limits per address with 429, Retry-After and a clear message", async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await post({ ...valid, email: `a${i}@example.com` })).statusCode).toBe(201);
    }
    const limited = await post(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(limited.json().error).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/Too many/) });
    expect(await stored()).toHaveLength(CONTACT_RATE_LIMIT.limit);
    // Once blocked, the address is refused from memory: no further database writes.
    for (let i = 0; i < 3; i++) expect((await post(valid)).statusCode).toBe(429);
    const [counter] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `contact:${address}`));
    expect(counter.count).toBe(CONTACT_RATE_LIMIT.limit + 1);
    // Another address is not affected.
    expect((await post(valid, {}, "192.0.2.99")).statusCode).toBe(201);
  });

  it("sets strict security headers and no-store on API answers", async () => {
    const res = await post(valid);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});
