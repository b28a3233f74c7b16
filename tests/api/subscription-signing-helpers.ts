// Arranging subscriptions for the signing tests directly in the database (the offerings and
// questionnaire slices build their pages in parallel): an offering, a trust with its people, a
// subscription ready to sign, and calls as each person.
import { eq } from "drizzle-orm";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { offerings } from "#server/platform/db/schema/offerings.ts";
import { subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import type { SubscriptionStatus } from "#domain/subscriptions.ts";
import { createUser, signIn } from "./auth-helpers.ts";
import { request } from "./request.ts";
import type { TestContext } from "./test-app.ts";

let n = 0;

export const ANSWERS = {
  identity: { legalName: "Harbor Light Family Trust", country: "US" },
  owners: {
    owners: [{ name: "Avery Quinn", country: "US", percent: 60 }],
    controlPerson: { name: "Avery Quinn", title: "Trustee" },
  },
  tax: { taxId: "v1:AAAAsealed", taxIdLast4: "6789" },
  commitment: { amount: 250000 },
};

export type Person = Awaited<ReturnType<typeof personOn>>;

/** A person with a live role on the entity, signed in, with a client that sends a user agent. */
export async function personOn(
  t: TestContext,
  entityId: number,
  role: "signatory" | "delegate" | "viewer",
  names: { firstName: string; lastName: string },
) {
  const user = await createUser(t, names);
  await t.db.insert(entityRoles).values({ entityId, userId: user.id, role });
  const cookie = await signIn(t, user.username, undefined, "203.0.113.9", "SigningTest/1.0");
  const call = (method: "GET" | "POST", url: string, payload?: unknown) =>
    request(t, method, url, { cookie, payload, ip: "203.0.113.9", headers: { "user-agent": "SigningTest/1.0" } });
  return { user, cookie, call };
}

/** An open Fund II offering, a trust with `signatories` signatories, a subscription ready to sign. */
export async function arrangeSubscription(
  t: TestContext,
  options: { signatories?: number; status?: SubscriptionStatus; commitmentCents?: number | null } = {},
) {
  const i = ++n;
  const [offering] = await t.db
    .insert(offerings)
    .values({
      fundType: "Fund II",
      name: `Fund II Offering ${i}`,
      status: "open",
      exemption: "506b",
      minimumCommitmentCents: 100_000_00,
      confidentialityNotice: "Confidential.",
    })
    .returning();
  const [entity] = await t.db
    .insert(investingEntities)
    .values({ kind: "trust", legalName: `Harbor Light Family Trust ${i}`, memberId: `EDF-2026-T${1000 + i}` })
    .returning();
  const names = [
    { firstName: "Avery", lastName: "Quinn" },
    { firstName: "Blair", lastName: "Quinn" },
  ];
  const signatories: Person[] = [];
  for (let k = 0; k < (options.signatories ?? 1); k++)
    signatories.push(await personOn(t, entity.id, "signatory", names[k]));
  const [sub] = await t.db
    .insert(subscriptions)
    .values({
      offeringId: offering.id,
      entityId: entity.id,
      startedBy: signatories[0].user.id,
      status: options.status ?? "draft",
      answers: ANSWERS,
      answersVersion: 3,
      commitmentCents: options.commitmentCents === undefined ? 250_000_00 : options.commitmentCents,
    })
    .returning();
  return { offering, entity, sub, signatories };
}

/** The document as a person sees it, with the SHA-256 they sign. */
export async function shownDocument(person: Pick<Person, "call">, id: number) {
  const res = await person.call("GET", `/api/subscriptions/${id}/document`);
  if (res.statusCode !== 200) throw new Error(`document: ${res.statusCode} ${res.body}`);
  return { sha: res.headers["x-document-sha256"] as string, pdf: res.rawPayload };
}

/** Sign as the person, with the document they were shown. */
export async function sign(person: Person, id: number, extra: Record<string, unknown> = {}) {
  const { sha } = await shownDocument(person, id);
  const name = `${person.user.firstName} ${person.user.lastName}`;
  return person.call("POST", `/api/subscriptions/${id}/signatures`, {
    consent: true,
    typedName: name,
    documentSha256: sha,
    ...extra,
  });
}

export const statusOf = async (t: TestContext, id: number) =>
  (await t.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, id)))[0].status;
