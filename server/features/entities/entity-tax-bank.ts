// The Tax and bank service (decision 0060, slice 5): each call resolves the person's live grant on
// the entity now (404 unseen, 403 when the role may not), then acts. Staff calls take no grant.
import type { EntityTaxBank, StaffTaxBank, TaxFormReview } from "#domain/entity-tax-bank.ts";
import { bankAccountSchema, taxDetailsSchema } from "#domain/entity-tax-bank-inputs.ts";
import type { TaxFormKind } from "#domain/entity-details.ts";
import type { EntityAbility } from "#domain/entities.ts";
import type { z } from "zod/mini";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import type { MailQueue } from "#server/platform/mail/queue.ts";
import { actingAs, type ActingUser } from "#server/platform/staff-write.ts";
import type { IncomingFile } from "#server/features/documents/document-files.ts";
import { createBankAccounts } from "./bank-accounts.ts";
import { entityForAbility } from "./entity-request.ts";
import { bankAccountsOf, entityRow, taxPartOf } from "./tax-bank-reads.ts";
import { createTaxDetails, mayOf, type EntityActor } from "./tax-details.ts";

/** A signed-in person acting from an address. */
export interface Person {
  id: number;
  username: string;
  role: string;
}

export function createEntityTaxBankService(
  db: Database,
  deps: { audit: AuditService; mail: MailQueue; now: () => Date },
) {
  const tax = createTaxDetails(db, deps.audit);
  const bank = createBankAccounts(db, deps.audit, deps.mail, deps.now);
  const actorFor = async (
    person: Person,
    ip: string,
    entityId: number,
    ability: EntityAbility,
  ): Promise<EntityActor> => ({
    ...actingAs(person, ip),
    holding: await entityForAbility(db, person, entityId, ability),
  });

  return {
    /** The section as the person may see it: masked values and what their role may do. */
    async view(person: Person, entityId: number): Promise<EntityTaxBank> {
      const holding = await entityForAbility(db, person, entityId, "see");
      const row = await entityRow(db, entityId);
      return {
        entityId,
        role: holding.role,
        ...taxPartOf(row),
        bank: await bankAccountsOf(db, entityId),
        may: mayOf(holding),
      };
    },
    async setTaxDetails(person: Person, ip: string, entityId: number, input: z.output<typeof taxDetailsSchema>) {
      await tax.setTaxDetails(await actorFor(person, ip, entityId, "act"), input);
      return this.view(person, entityId);
    },
    async revealTaxId(person: Person, ip: string, entityId: number) {
      return tax.revealTaxId(await actorFor(person, ip, entityId, "reveal_tax_id"));
    },
    async uploadTaxForm(
      person: Person,
      ip: string,
      entityId: number,
      kind: TaxFormKind,
      file: IncomingFile | undefined,
    ) {
      await tax.uploadTaxForm(await actorFor(person, ip, entityId, "act"), kind, file);
      return this.view(person, entityId);
    },
    async downloadTaxForm(person: Person, ip: string, entityId: number) {
      await entityForAbility(db, person, entityId, "see");
      return tax.downloadTaxForm(actingAs(person, ip), entityId);
    },
    async requestBankChange(person: Person, ip: string, entityId: number, input: z.output<typeof bankAccountSchema>) {
      await bank.requestChange(await actorFor(person, ip, entityId, "change_bank"), input);
      return this.view(person, entityId);
    },
    async cancelBankChange(person: Person, ip: string, entityId: number) {
      await bank.cancelPending(await actorFor(person, ip, entityId, "change_bank"));
      return this.view(person, entityId);
    },

    /** The e-mailed link: what it changes, confirming it (a signatory), "this wasn't me" (anyone with it). */
    bankLink: (token: string) => bank.linkOf(token),
    confirmBankChange: (person: Person, ip: string, token: string) => bank.confirm(actingAs(person, ip), token),
    cancelBankChangeByLink: (person: Person | null, ip: string, token: string) =>
      bank.cancelByLink(person ? actingAs(person, ip) : { actor: null, ip }, token),

    /** Staff: the entity's tax form status and masked details. */
    async staffView(entityId: number): Promise<StaffTaxBank> {
      const row = await entityRow(db, entityId);
      const { taxIdKind: _kind, ...taxPart } = taxPartOf(row);
      return { entityId, legalName: row.legalName, ...taxPart, bank: await bankAccountsOf(db, entityId) };
    },
    async reviewTaxForm(by: ActingUser, entityId: number, status: TaxFormReview) {
      await tax.reviewTaxForm(by, entityId, status);
      return this.staffView(entityId);
    },
    staffDownloadTaxForm: (by: ActingUser, entityId: number) => tax.downloadTaxForm(by, entityId),
  };
}
export type EntityTaxBankService = ReturnType<typeof createEntityTaxBankService>;
