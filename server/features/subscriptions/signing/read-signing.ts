// What the entity's people and staff read of a subscription being signed: the document as it
// stands (with the certificate of the signatures so far), and the sign page's view.
import { readTogether } from "#server/platform/db/read-together.ts";
import type { SessionUser } from "#domain/auth.ts";
import { displayName } from "#domain/person.ts";
import type { SigningView } from "#domain/subscription-signing.ts";
import type { Database } from "#server/platform/db/client.ts";
import {
  accessOf,
  documentOf,
  documentWithCertificate,
  factsOf,
  liveSignatories,
  liveSignatures,
  loadSubscription,
  notFound,
} from "./subscription-record.ts";
import { keyFacts } from "./subscription-document.ts";

/** The readable name of the document file. */
export const documentName = (id: number, offeringName: string) => `Subscription ${id} - ${offeringName}`;

export function readSigning(db: Database, now: () => Date) {
  /** The record, if this person may see it (staff, or a signatory, delegate or viewer of its entity). */
  async function visible(id: number, user: SessionUser) {
    const record = await loadSubscription(db, id);
    const access = await accessOf(db, user, record.sub.entityId);
    if (access === null) throw notFound();
    return { record, access };
  }

  return {
    /** The document to sign as it stands, its signatures so far on the certificate page. */
    async document(id: number, user: SessionUser) {
      const { record } = await visible(id, user);
      const signatures = await liveSignatures(db, id);
      const { pdf, sha256 } = await documentWithCertificate(record, signatures, now());
      return { pdf, sha256, name: documentName(id, record.offering.name) };
    },

    /** The sign page: the key facts and answers in HTML, the signatories and whether they signed. */
    async view(id: number, user: SessionUser): Promise<SigningView> {
      const { record, access } = await visible(id, user);
      const { sub } = record;
      const { sha256 } = documentOf(record);
      const facts = factsOf(record);
      const [signatories, signatures] = await readTogether(db, [
        () => liveSignatories(db, sub.entityId),
        () => liveSignatures(db, id),
      ]);
      const open = sub.status === "draft" || sub.status === "pending_revision";
      // While open, only a signature of the document as it stands counts (contracts: "ready to sign").
      const signedAt = new Map(
        signatures
          .filter((s) => s.role === "investor" && (!open || s.documentSha256 === sha256))
          .map((s) => [s.userId, s.signedAt.toISOString()]),
      );
      return {
        id,
        status: sub.status,
        offeringName: record.offering.name,
        entityName: record.entity.legalName,
        facts: keyFacts(facts).map(([label, value]) => ({ label, value })),
        sections: facts.sections.map(({ title, rows }) => ({
          title,
          rows: rows.map(({ label, value }) => ({ label, value })),
        })),
        documentSha256: sha256,
        signerName: displayName(user),
        ready: open && sub.commitmentCents !== null,
        maySign: access === "signatory",
        signedByYou: signedAt.has(user.id),
        signatories: signatories.map((s) => ({
          name: s.name,
          signedAt: signedAt.get(s.userId) ?? null,
          you: s.userId === user.id,
        })),
        executed: sub.status === "executed",
      };
    },
  };
}
