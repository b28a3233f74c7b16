// The demo's tax details and bank accounts (decision 0060, slice 5): Jordan Mitchell's own holding
// and the Mitchell Family Trust each get a tax ID and an account on file, the trust a W-9 received.
// The numbers are fake but of valid form; they are sealed with the process's key like any other.
import { and, eq, notExists } from "drizzle-orm";
import { renderPdf } from "#server/features/documents/pdf.ts";
import { lastFour, sealContext } from "#server/features/entities/tax-bank-reads.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityBankAccounts } from "#server/platform/db/schema/entity-bank-accounts.ts";
import { investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { fieldCipher } from "#server/platform/field-encryption.ts";
import { PDF_CONTENT_TYPE, storeFile } from "#server/platform/storage/files.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 86_400_000;

/**
 * The demo values: an ITIN-like number (9xx-7x: the IRS never issues it as an SSN) for Jordan, the
 * IRS's own sample EIN for the trust, and a routing number with a valid ABA check digit.
 */
export const DEMO_TAX_BANK = {
  own: {
    taxClassification: "individual",
    taxId: "900700001",
    bank: {
      bankName: "Sample Savings Bank",
      accountName: "Jordan Mitchell",
      routing: "123456780",
      account: "000123450001",
    },
  },
  trust: {
    taxClassification: "trust",
    taxId: "123456789",
    bank: {
      bankName: "Sample National Bank",
      accountName: "Mitchell Family Trust",
      routing: "123456780",
      account: "000987650002",
    },
  },
} as const;

export async function seedDemoTaxBank(
  tx: Transaction,
  ids: { own: number; trust: number },
  dates: { onFile: Date; now: Date },
) {
  const cipher = fieldCipher();
  for (const key of ["own", "trust"] as const) {
    const entityId = ids[key];
    const demo = DEMO_TAX_BANK[key];
    await tx
      .update(investingEntities)
      .set({
        taxClassification: demo.taxClassification,
        taxIdEncrypted: cipher.seal(demo.taxId, sealContext.taxId(entityId)),
        taxIdLast4: lastFour(demo.taxId),
      })
      .where(eq(investingEntities.id, entityId));
    await tx.insert(entityBankAccounts).values({
      entityId,
      bankName: demo.bank.bankName,
      accountName: demo.bank.accountName,
      routingEncrypted: cipher.seal(demo.bank.routing, sealContext.routing(entityId)),
      routingLast4: lastFour(demo.bank.routing),
      accountEncrypted: cipher.seal(demo.bank.account, sealContext.account(entityId)),
      accountLast4: lastFour(demo.bank.account),
      status: "active",
      requestedAt: dates.onFile,
      confirmedAt: dates.onFile,
    });
  }
  // The trust's W-9, received a fortnight ago and not yet reviewed.
  const receivedAt = new Date(dates.now.getTime() - 14 * DAY_MS);
  const bytes = renderPdf({
    title: "Form W-9 (demo): Mitchell Family Trust",
    lines: [
      "Request for Taxpayer Identification Number and Certification (a demo stand-in, not an IRS form).",
      "",
      "Name: Mitchell Family Trust",
      "Federal tax classification: Trust/estate",
      "Employer identification number: 12-3456789 (the IRS's sample number)",
    ],
    date: receivedAt.toISOString().slice(0, 10),
  });
  const { key } = await storeFile(tx, { bytes, contentType: PDF_CONTENT_TYPE, prefix: "tax-forms" });
  await tx
    .update(investingEntities)
    .set({ taxFormKind: "W-9", taxFormStatus: "received", taxFormFileKey: key, taxFormReceivedAt: receivedAt })
    .where(eq(investingEntities.id, ids.trust));
}

/**
 * The demo's other bank accounts (decision 0067): every demo entity without one gets a verified
 * account, so the demo's distributions go out whole by ACH. The numbers are plainly fictional:
 * 111111118 and 222222226 (runs of one digit closed by a valid ABA check digit), 123456780 (the
 * demo's other accounts' number), and each account number is 5550 and the entity's id.
 */
export const DEMO_ROUTING_NUMBERS = ["111111118", "222222226", "123456780"] as const;
const DEMO_BANKS = ["Sample Community Bank", "Sample Credit Union", "Sample National Bank"] as const;

export async function seedDemoBankAccounts(tx: Transaction, onFile: Date) {
  const cipher = fieldCipher();
  const entities = await tx
    .select({ id: investingEntities.id, legalName: investingEntities.legalName })
    .from(investingEntities)
    .where(
      notExists(
        tx
          .select({ id: entityBankAccounts.id })
          .from(entityBankAccounts)
          .where(and(eq(entityBankAccounts.entityId, investingEntities.id), eq(entityBankAccounts.status, "active"))),
      ),
    )
    .orderBy(investingEntities.id);
  for (const [index, entity] of entities.entries()) {
    const routing = DEMO_ROUTING_NUMBERS[index % DEMO_ROUTING_NUMBERS.length];
    const account = `5550${String(entity.id).padStart(6, "0")}`;
    await tx.insert(entityBankAccounts).values({
      entityId: entity.id,
      bankName: DEMO_BANKS[index % DEMO_BANKS.length],
      accountName: entity.legalName,
      routingEncrypted: cipher.seal(routing, sealContext.routing(entity.id)),
      routingLast4: lastFour(routing),
      accountEncrypted: cipher.seal(account, sealContext.account(entity.id)),
      accountLast4: lastFour(account),
      status: "active",
      requestedAt: onFile,
      confirmedAt: onFile,
    });
  }
}
