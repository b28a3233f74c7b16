// Decision 0060, slice 4: the staff side of investing entities over /api/admin/entities, and a
// document uploaded for an entity reaching its people.
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAST_SIGNATORY } from "#domain/entities.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import { capitalCommitments } from "#server/platform/db/schema/capital-commitments.ts";
import { auditLog } from "#server/platform/db/schema/audit-log.ts";
import { entityRoles } from "#server/platform/db/schema/investing-entities.ts";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { signedIn } from "./auth-helpers.ts";
import { holdingOf } from "./entity-helpers.ts";
import { sendMultipart } from "./multipart-helpers.ts";
import { apiClient, asAdmin } from "./staff-helpers.ts";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

describe.each(testDatabases)("staff investing entities, on $name", (database) => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof asAdmin>>;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.reset();
    admin = await asAdmin(t);
  });
  afterAll(async () => t?.close());

  const create = (body: Record<string, unknown>) => admin.api.post("/api/admin/entities", body);
  const liveGrants = (entityId: number) =>
    t.db
      .select()
      .from(entityRoles)
      .where(and(eq(entityRoles.entityId, entityId), isNull(entityRoles.revokedAt)));

  it("creates an entity for a person: next free member ID, the person its signatory, audited with the entity", async () => {
    const { user: person } = await signedIn(t, "investor");
    const res = await create({
      kind: "trust",
      legalName: "  Okafor Family Trust ",
      mailingAddress: "1 Main St\nSpringfield",
      signatoryId: person.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    const year = new Date().getUTCFullYear();
    expect(made).toMatchObject({
      legalName: "Okafor Family Trust",
      kind: "trust",
      memberId: `EDF-${year}-90001`,
      mailingAddress: "1 Main St\nSpringfield",
      archivedAt: null,
      ownerId: null,
      positions: [],
      people: [{ userId: person.id, role: "signatory", revokedAt: null }],
    });
    expect(made.audit).toMatchObject([{ action: "investing_entity.created", entityId: String(made.id) }]);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, "investing_entity.created"));
    expect(row.investingEntityId).toBe(made.id);

    const second = await create({ kind: "company", legalName: "Okafor Holdings LLC", signatoryId: person.id });
    expect(second.json().memberId).toBe(`EDF-${year}-90002`);
  });

  it("refuses bad input naming the field, and a signatory who is not an active investor", async () => {
    const bad = await create({ kind: "castle", legalName: "", signatoryId: "x" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(["kind", "legalName", "signatoryId"]);
    const { user: staffer } = await signedIn(t, "admin");
    const notInvestor = await create({ kind: "trust", legalName: "X Trust", signatoryId: staffer.id });
    expect(notInvestor.statusCode).toBe(400);
    expect(notInvestor.json().error.fieldErrors).toHaveProperty("signatoryId");
  });

  it("lists a page at a time, searched by name or member ID and filtered by kind", async () => {
    const { user: person } = await signedIn(t, "investor");
    for (const n of [1, 2, 3]) {
      await create({ kind: "company", legalName: `Zephyr Ventures ${n} LLC`, signatoryId: person.id });
    }
    const own = await holdingOf(t.db, person);
    await t.db.insert(capitalCommitments).values({ entityId: own, fundType: "Fund II", commitmentCents: 100_000_00 });

    const first = await admin.api.get("/api/admin/entities?q=zephyr&limit=2");
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.total).toBe(3);
    expect(page.items.map((e: { legalName: string }) => e.legalName)).toEqual([
      "Zephyr Ventures 1 LLC",
      "Zephyr Ventures 2 LLC",
    ]);
    expect(page.items[0]).toMatchObject({ kind: "company", peopleCount: 1, funds: [], taxFormStatus: "missing" });
    const next = (await admin.api.get(`/api/admin/entities?q=zephyr&limit=2&cursor=${page.next}`)).json();
    expect(next.items.map((e: { legalName: string }) => e.legalName)).toEqual(["Zephyr Ventures 3 LLC"]);

    const memberId = next.items[0].memberId;
    const byMember = (await admin.api.get(`/api/admin/entities?q=${memberId}`)).json();
    expect(byMember.items.map((e: { memberId: string }) => e.memberId)).toEqual([memberId]);

    const individuals = (await admin.api.get(`/api/admin/entities?kind=individual&limit=100`)).json();
    expect(individuals.items.every((e: { kind: string }) => e.kind === "individual")).toBe(true);
    expect(individuals.items.find((e: { id: number }) => e.id === own)).toMatchObject({ funds: ["Fund II"] });

    const badKind = await admin.api.get("/api/admin/entities?kind=castle");
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error.fieldErrors).toHaveProperty("kind");
  });

  it("edits details and archives and restores, each audited; an own holding keeps its person's name", async () => {
    const { user: person } = await signedIn(t, "investor");
    const id = (await create({ kind: "trust", legalName: "Edit Me Trust", signatoryId: person.id })).json().id;
    const edited = await admin.api.put(`/api/admin/entities/${id}`, {
      kind: "family_office",
      legalName: "Edited Family Office",
      mailingAddress: "",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      kind: "family_office",
      legalName: "Edited Family Office",
      mailingAddress: null,
    });

    const archived = (await admin.api.post(`/api/admin/entities/${id}/archive`, {})).json();
    expect(archived.archivedAt).not.toBeNull();
    const restored = (await admin.api.post(`/api/admin/entities/${id}/restore`, {})).json();
    expect(restored.archivedAt).toBeNull();
    expect(restored.audit.map((a: { action: string }) => a.action)).toEqual([
      "investing_entity.restored",
      "investing_entity.archived",
      "investing_entity.updated",
      "investing_entity.created",
    ]);

    const own = await holdingOf(t.db, person);
    const rename = await admin.api.put(`/api/admin/entities/${own}`, { kind: "individual", legalName: "Someone Else" });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error.fieldErrors).toHaveProperty("legalName");
    expect((await admin.api.get("/api/admin/entities/999999")).statusCode).toBe(404);
  });

  it("grants a role (a new one replaces the live one) and revokes, never leaving the entity without a signatory", async () => {
    const { user: first } = await signedIn(t, "investor");
    const { user: second } = await signedIn(t, "investor");
    const id = (await create({ kind: "joint", legalName: "Joint Account", signatoryId: first.id })).json().id;
    const url = `/api/admin/entities/${id}/people`;

    // The only signatory can neither be revoked nor made a viewer.
    const lastRevoke = await admin.api.delete(`${url}/${first.id}`);
    expect(lastRevoke.statusCode).toBe(409);
    expect(lastRevoke.json().error.message).toBe(LAST_SIGNATORY);
    expect((await admin.api.post(url, { userId: first.id, role: "viewer" })).statusCode).toBe(409);

    const viewer = await admin.api.post(url, { userId: second.id, role: "viewer" });
    expect(viewer.statusCode, viewer.body).toBe(200);
    expect((await admin.api.post(url, { userId: second.id, role: "signatory" })).statusCode).toBe(200);
    expect((await liveGrants(id)).map((g) => [g.userId, g.role]).sort()).toEqual(
      [
        [first.id, "signatory"],
        [second.id, "signatory"],
      ].sort(),
    );
    // Now the first may go; their grant stays as history.
    expect((await admin.api.delete(`${url}/${first.id}`)).statusCode).toBe(204);
    const page = (await admin.api.get(`/api/admin/entities/${id}`)).json();
    expect(page.people.filter((p: { revokedAt: string | null }) => p.revokedAt === null)).toMatchObject([
      { userId: second.id, role: "signatory" },
    ]);
    expect(page.people.filter((p: { revokedAt: string | null }) => p.revokedAt !== null)).toHaveLength(2);
    expect(page.audit.slice(0, 3).map((a: { action: string }) => a.action)).toEqual([
      "investing_entity.person_revoked",
      "investing_entity.person_added",
      "investing_entity.person_added",
    ]);
    expect((await admin.api.delete(`${url}/${first.id}`)).statusCode).toBe(404);
    const bad = await admin.api.post(url, { userId: 0, role: "owner" });
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(["role", "userId"]);
  });

  it("answers 401 without a session and 403 to an investor, and writes nothing", async () => {
    const anonymous = apiClient(t);
    const investor = apiClient(t, (await signedIn(t, "investor")).cookie);
    for (const [client, status] of [
      [anonymous, 401],
      [investor, 403],
    ] as const) {
      expect((await client.get("/api/admin/entities")).statusCode).toBe(status);
      expect(
        (await client.post("/api/admin/entities", { kind: "trust", legalName: "X", signatoryId: 1 })).statusCode,
      ).toBe(status);
    }
  });

  it("delivers a document uploaded for an entity to that entity's people with a seeing grant", async () => {
    const { user: signer } = await signedIn(t, "investor", { fundIIAccess: true });
    const { user: noticesOnly } = await signedIn(t, "investor");
    const id = (await create({ kind: "trust", legalName: "Delivery Trust", signatoryId: signer.id })).json().id;
    await admin.api.post(`/api/admin/entities/${id}/people`, { userId: noticesOnly.id, role: "notices" });
    const bytes = renderPdf({ title: "K-1", lines: ["K-1 2026"] });
    const res = await sendMultipart(
      t,
      admin.cookie,
      "POST",
      "/api/documents",
      { kind: "statement_tax", entityId: String(id), title: "2026 K-1" },
      [{ field: "file", fileName: "k1.pdf", type: "application/pdf", bytes: Buffer.from(bytes) }],
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ investor: { id }, deliveredCount: 1 });
    const deliveries = await t.db.select().from(documentDeliveries).where(eq(documentDeliveries.entityId, id));
    expect(deliveries.map((d) => d.userId)).toEqual([signer.id]);
    const page = (await admin.api.get(`/api/admin/entities/${id}`)).json();
    expect(page.documents).toMatchObject([{ name: "2026 K-1", kind: "statement_tax" }]);
    // The upload's audit row names the entity, so its page's trail shows it.
    expect(page.audit[0]).toMatchObject({ action: "document.uploaded", entityType: "investor_document" });

    await admin.api.post(`/api/admin/entities/${id}/archive`, {});
    const refused = await sendMultipart(
      t,
      admin.cookie,
      "POST",
      "/api/documents",
      { kind: "other", entityId: String(id), title: "Late" },
      [{ field: "file", fileName: "late.pdf", type: "application/pdf", bytes: Buffer.from(bytes) }],
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toHaveProperty("entityId");
  });
});
