// Issue 25 §4, decision 0064: staff import a sanctions list (OFAC SDN CSV, all or nothing), screen
// an entity's legal name and its people's names (a signatory written in Cyrillic matches a listed
// Latin name), clear or confirm each possible match with a reason, and rate the entity's risk;
// every write audited with the entity. Staff only.
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EntityKyc } from "#domain/kyc.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { sanctionsLists } from "#server/platform/db/schema/sanctions.ts";
import { DEMO_ENTITIES } from "#server/seed/demo-entities.ts";
import { DEMO_SDN_FILE_NAME } from "#server/seed/demo-sanctions.ts";
import { createUser, signedIn } from "./auth-helpers.ts";
import { multipartBody } from "./multipart-body.ts";
import { apiClient, asAdmin } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases, demoSeededAt } from "./test-databases.ts";

type Method = "GET" | "POST" | "PUT";

// The `now` of the run's seeded demo content, which the database starts from (tests/api/seeded-copy.ts).
const NOW = demoSeededAt();
const SDN = [
  '501,"VOLKOVA, Zinaida Petrovna","individual","TEST",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Fictional."',
  '502,"HARROWGATE MARITIME, LTD.",-0- ,"TEST",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
].join("\r\n");

describe.each(testDatabases)("KYC sanctions screening on $name", (database) => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  let trust: number;

  type CsvFile = { name: string; text: string };
  const upload = (file: CsvFile | null, alt?: CsvFile) => {
    const part = (name: string, f: CsvFile) => ({
      name,
      fileName: f.name,
      bytes: Buffer.from(f.text),
      type: "text/csv",
    });
    const { body, contentType } = multipartBody([
      ...(file ? [part("file", file)] : []),
      ...(alt ? [part("alt", alt)] : []),
    ]);
    return t.app.inject({
      method: "POST",
      url: "/api/admin/kyc/list",
      headers: { origin: "http://localhost:3000", cookie: admin.cookie, "content-type": contentType },
      payload: body,
    });
  };
  const kycOf = async (entityId = trust) => {
    const res = await admin.api.get(`/api/admin/entities/${entityId}/kyc`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EntityKyc;
  };
  const screen = async (entityId = trust) => {
    const res = await admin.api.post(`/api/admin/entities/${entityId}/kyc/screenings`, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EntityKyc;
  };
  const decide = (matchId: number, payload: unknown, entityId = trust) =>
    admin.api.put(`/api/admin/entities/${entityId}/kyc/matches/${matchId}`, payload);
  const auditOf = (action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action as never))
      .orderBy(auditLog.id);
  /** A signatory on the trust named in Cyrillic as the listed "VOLKOVA, Zinaida Petrovna". */
  const addListedSignatory = async () => {
    const user = await createUser(t, { firstName: "Зинаида", lastName: "Волкова" });
    await t.db.insert(entityRoles).values({ entityId: trust, userId: user.id, role: "signatory" });
    return user;
  };

  beforeAll(async () => {
    t = await startTestApp(database, { demo: true });
  });
  beforeEach(async () => {
    await t.resetToDemoContent(NOW);
    admin = await asAdmin(t);
    const [row] = await t.db
      .select()
      .from(investingEntities)
      .where(eq(investingEntities.legalName, DEMO_ENTITIES.mitchellTrust.legalName));
    trust = row.id;
  });
  afterAll(async () => t?.close());

  it("ships the demo list and the trust screened clear and rated low", async () => {
    const list = await admin.api.get("/api/admin/kyc/list");
    expect(list.json()).toMatchObject({ fileName: DEMO_SDN_FILE_NAME, entryCount: 9 });
    const kyc = await kycOf();
    expect(kyc).toMatchObject({ status: "clear", riskRating: "low", matches: [] });
    expect(kyc.lastScreening).toMatchObject({ status: "clear" });
    // Screening again against the demo list stays clear.
    expect((await screen()).status).toBe("clear");
  });

  it("imports a list all or nothing, naming the file on a bad one", async () => {
    const listsBefore = await t.db.select().from(sanctionsLists);
    const bad = await upload({ name: "bad.csv", text: `${SDN}\r\nnot-a-number,"X",-0- ,"TEST"` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors.file[0]).toContain("Entry 3: ent_num must be a number");
    const missing = await upload(null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors).toHaveProperty("file");
    expect(await t.db.select().from(sanctionsLists)).toHaveLength(listsBefore.length);

    const res = await upload({ name: "sdn.csv", text: SDN });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fileName: "sdn.csv", entryCount: 2, importedBy: admin.user.username });
    expect((await admin.api.get("/api/admin/kyc/list")).json()).toMatchObject({ id: res.json().id });
    expect(await auditOf("kyc.list_imported")).toHaveLength(1);
  });

  it("finds a signatory written in another script, and staff clear the match with a reason", async () => {
    const person = await addListedSignatory();
    const kyc = await screen();
    expect(kyc.status).toBe("possible_match");
    expect(kyc.matches).toHaveLength(1);
    const [match] = kyc.matches;
    expect(match).toMatchObject({
      subject: "person",
      screenedName: "Зинаида Волкова",
      userId: person.id,
      listedName: "VOLKOVA, Zinaida Petrovna",
      decision: "open",
      programs: "DEMO",
    });
    expect(match.score).toBeGreaterThanOrEqual(0.9);
    // The newest: the demo seed screened other entities through the same service.
    const screened = (await auditOf("kyc.entity_screened")).at(-1);
    expect(screened).toMatchObject({ investingEntityId: trust, actorUsername: admin.user.username });

    const noReason = await decide(match.id, { decision: "cleared", reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fieldErrors).toHaveProperty("reason");
    const badDecision = await decide(match.id, { decision: "maybe", reason: "x" });
    expect(badDecision.statusCode).toBe(400);
    expect(badDecision.json().error.fieldErrors).toHaveProperty("decision");

    const cleared = await decide(match.id, { decision: "cleared", reason: "Different date of birth (passport seen)" });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      status: "clear",
      matches: [{ decision: "cleared", decidedBy: admin.user.username }],
    });
    expect((await decide(match.id, { decision: "confirmed", reason: "again" })).statusCode).toBe(409);
    const [entity] = await t.db.select().from(investingEntities).where(eq(investingEntities.id, trust));
    expect(entity.kycStatus).toBe("clear");
    const [decided] = await auditOf("kyc.match_decided");
    expect(decided).toMatchObject({ investingEntityId: trust });
    expect(decided.details).toMatchObject({ decision: "cleared", reason: "Different date of birth (passport seen)" });
  });

  it("confirms a match, and a newer screening replaces the older matches", async () => {
    await upload({ name: "sdn.csv", text: SDN });
    await addListedSignatory();
    const first = await screen();
    const second = await screen();
    expect((await decide(first.matches[0].id, { decision: "confirmed", reason: "old" })).statusCode).toBe(409);
    const confirmed = await decide(second.matches[0].id, { decision: "confirmed", reason: "Same person (ID check)" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe("confirmed_match");
    expect(confirmed.json().matches[0]).toMatchObject({ programs: "TEST", decision: "confirmed" });
  });

  it("screens the entity's legal name too, and a revoked grant's person no longer", async () => {
    await upload({ name: "sdn.csv", text: SDN });
    const person = await addListedSignatory();
    await t.db
      .update(entityRoles)
      .set({ revokedAt: new Date() })
      .where(and(eq(entityRoles.entityId, trust), eq(entityRoles.userId, person.id)));
    await t.db
      .update(investingEntities)
      .set({ legalName: "Harrowgate Maritime Limited" })
      .where(eq(investingEntities.id, trust));
    const kyc = await screen();
    expect(kyc.matches.map((m) => [m.subject, m.listedName])).toEqual([["entity", "HARROWGATE MARITIME, LTD."]]);
  });

  it("screens OFAC's aliases (ALT.CSV) like the names they belong to, and refuses an alias of no entry", async () => {
    const alt = { name: "alt.csv", text: '502,9,"f.k.a.","BRINEWICK SHIPPING COMPANY",-0- \r\n' };
    const orphan = await upload({ name: "sdn.csv", text: SDN }, { name: "alt.csv", text: '999,1,"a.k.a.","X Y",-0- ' });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error.fieldErrors.alt[0]).toBe("Alias 1: ent_num 999 is not an entry of the SDN file.");

    const res = await upload({ name: "sdn.csv", text: SDN }, alt);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fileName: "sdn.csv + alt.csv", entryCount: 3 });
    await t.db
      .update(investingEntities)
      .set({ legalName: "Brinewick Shipping Co." })
      .where(eq(investingEntities.id, trust));
    const kyc = await screen();
    expect(kyc.matches).toEqual([
      expect.objectContaining({
        subject: "entity",
        listedName: "BRINEWICK SHIPPING COMPANY",
        // The listed party's ent_num: the alias is one more name of entry 502.
        entNum: 502,
      }),
    ]);
  });

  it("sets and takes off the risk rating, naming a bad value", async () => {
    const bad = await admin.api.put(`/api/admin/entities/${trust}/kyc/risk-rating`, { riskRating: "extreme" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toHaveProperty("riskRating");
    const high = await admin.api.put(`/api/admin/entities/${trust}/kyc/risk-rating`, { riskRating: "high" });
    expect(high.json().riskRating).toBe("high");
    const none = await admin.api.put(`/api/admin/entities/${trust}/kyc/risk-rating`, { riskRating: null });
    expect(none.json().riskRating).toBeNull();
    const rows = await auditOf("kyc.risk_rated");
    expect(rows.map((r) => r.investingEntityId)).toEqual([trust, trust]);
  });

  it("answers 404 for an unknown entity or another entity's match", async () => {
    expect((await admin.api.get("/api/admin/entities/999999/kyc")).statusCode).toBe(404);
    expect((await admin.api.post("/api/admin/entities/999999/kyc/screenings", {})).statusCode).toBe(404);
    await addListedSignatory();
    const [match] = (await screen()).matches;
    const [other] = await t.db.select().from(investingEntities).where(ne(investingEntities.id, trust)).limit(1);
    expect((await decide(match.id, { decision: "cleared", reason: "x" }, other.id)).statusCode).toBe(404);
    expect((await decide(0, { decision: "cleared", reason: "x" })).statusCode).toBe(404);
  });

  it("is staff only: 401 signed out, 403 to investors and viewers, nothing written", async () => {
    const [{ lastId }] = await t.db.select({ lastId: sql<number>`coalesce(max(${auditLog.id}), 0)` }).from(auditLog);
    const anonymous = apiClient(t);
    const investor = apiClient(t, (await signedIn(t, "investor")).cookie);
    const viewer = apiClient(t, (await signedIn(t, "viewer")).cookie);
    const routes: [Method, string, unknown?][] = [
      ["GET", "/api/admin/kyc/list"],
      ["GET", `/api/admin/entities/${trust}/kyc`],
      ["POST", `/api/admin/entities/${trust}/kyc/screenings`, {}],
      ["PUT", `/api/admin/entities/${trust}/kyc/matches/1`, { decision: "cleared", reason: "x" }],
      ["PUT", `/api/admin/entities/${trust}/kyc/risk-rating`, { riskRating: "high" }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await anonymous.send(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const client of [investor, viewer]) {
        expect((await client.send(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const written = (
      await t.db
        .select()
        .from(auditLog)
        .where(gt(auditLog.id, Number(lastId)))
    ).filter((row) => row.action.startsWith("kyc."));
    expect(written).toEqual([]);
    expect((await kycOf()).riskRating).toBe("low");
  });
});
