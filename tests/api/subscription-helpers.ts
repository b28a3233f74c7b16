// Arrangements of the subscription tests: an offering with a person's access row made directly
// (the offerings slice builds their staff pages), a started subscription, a complete trust.
import { expect } from "vitest";
import type { OfferingExemption, OfferingStatus } from "#domain/offerings.ts";
import { offeringAccess, offerings } from "#server/platform/db/schema/offerings.ts";
import { request } from "./request.ts";
import type { TestContext } from "./test-app.ts";

export async function offeringFor(
  t: Pick<TestContext, "db">,
  userId: number,
  options: {
    status?: OfferingStatus;
    accepted?: boolean;
    exemption?: OfferingExemption;
    requiresQualifiedPurchaser?: boolean;
    minimumCents?: number;
  } = {},
) {
  const [offering] = await t.db
    .insert(offerings)
    .values({
      fundType: "Fund II",
      name: `Fund II offering ${Math.random().toString(36).slice(2, 7)}`,
      status: options.status ?? "open",
      exemption: options.exemption ?? "506b",
      minimumCommitmentCents: options.minimumCents ?? 250_000_00,
      requiresQualifiedPurchaser: options.requiresQualifiedPurchaser ?? false,
      confidentialityNotice: "Keep this confidential.",
    })
    .returning({ id: offerings.id });
  const accepted = options.accepted ?? true;
  await t.db.insert(offeringAccess).values({
    offeringId: offering.id,
    userId,
    invitedAt: new Date(),
    confidentialityAcceptedAt: accepted ? new Date() : null,
    confidentialityText: accepted ? "Keep this confidential." : null,
  });
  return offering.id;
}

export async function startFor(t: Pick<TestContext, "app">, cookie: string, payload: Record<string, unknown>) {
  const res = await request(t, "POST", "/api/subscriptions", { cookie, payload });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** Every section of a US trust's questionnaire under a 506(b) offering; returns the version. */
export async function completeTrustAnswers(t: Pick<TestContext, "app">, cookie: string, id: number) {
  const sections: Array<[string, Record<string, unknown>]> = [
    [
      "identity",
      {
        legalName: "Rivera Family Trust",
        country: "US",
        addressLine1: "1 Main Street",
        city: "Austin",
        region: "TX",
        postalCode: "78701",
        formationJurisdiction: "Texas",
        formationDate: "2015-04-01",
      },
    ],
    [
      "owners",
      {
        owners: [{ name: "Ana Rivera", country: "US", percent: 50 }],
        controlPerson: { name: "Ana Rivera", title: "Trustee" },
      },
    ],
    ["tax", { taxClassification: "trust_estate", tin: "12-3456789", w9Certified: true }],
    ["investor", { bases: ["entity_assets"] }],
    [
      "bank",
      {
        bankName: "Harbor Bank",
        accountName: "Rivera Family Trust",
        routingNumber: "021000021",
        accountNumber: "5550001234",
      },
    ],
    ["commitment", { amount: 300_000 }],
    [
      "representations",
      { readDocuments: true, ownAccount: true, illiquidity: true, fundsLawful: true, truthful: true },
    ],
  ];
  let version = ((await request(t, "GET", `/api/subscriptions/${id}`, { cookie })).json() as { answersVersion: number })
    .answersVersion;
  for (const [section, answers] of sections) {
    const res = await request(t, "PUT", `/api/subscriptions/${id}/answers/${section}`, {
      cookie,
      payload: { answersVersion: version, answers },
    });
    expect(res.statusCode, `${section}: ${res.body}`).toBe(200);
    version = (res.json() as { answersVersion: number }).answersVersion;
  }
  const accreditation = await request(t, "POST", `/api/subscriptions/${id}/accreditation`, {
    cookie,
    payload: { method: "representation" },
  });
  expect(accreditation.statusCode, accreditation.body).toBe(201);
  return (accreditation.json() as { answersVersion: number }).answersVersion;
}
