// A fund's settings: its legal name and the wire instructions every notice prints.
import { eq } from "drizzle-orm";
import { FUND_TYPES, type FundType } from "#domain/investment.ts";
import { type FundSettingsInput, type FundSettingsView } from "#domain/fund-operations.ts";
import { fundSettings } from "#server/platform/db/schema/fund-ledger.ts";
import { type ActingUser } from "#server/platform/staff-write.ts";
import { type LedgerDeps } from "./internal/ledger-rows.ts";

export const toSettingsView = (row: typeof fundSettings.$inferSelect): FundSettingsView => ({
  fundType: row.fundType as FundType,
  legalName: row.legalName,
  firstClose: row.firstClose,
  bankName: row.bankName,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  routingNumber: row.routingNumber,
  swiftCode: row.swiftCode,
  referenceFormat: row.referenceFormat,
  updatedAt: row.updatedAt.toISOString(),
});

export function fundSettingsOf({ db, audit }: LedgerDeps) {
  return {
    async settingsOf(fundType: FundType): Promise<FundSettingsView | null> {
      const [row] = await db.select().from(fundSettings).where(eq(fundSettings.fundType, fundType));
      return row ? toSettingsView(row) : null;
    },

    /** Super admins only (the route says so): the wire instructions every notice prints. */
    async updateSettings(by: ActingUser, fundType: FundType, input: FundSettingsInput): Promise<FundSettingsView> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(fundSettings).where(eq(fundSettings.fundType, fundType));
        const values = { ...input, updatedBy: by.actor.id, updatedAt: new Date() };
        const [row] = await tx
          .insert(fundSettings)
          .values({ fundType, ...values })
          .onConflictDoUpdate({ target: fundSettings.fundType, set: values })
          .returning();
        const changed = Object.keys(input).filter(
          (key) => !before || before[key as keyof FundSettingsInput] !== input[key as keyof FundSettingsInput],
        );
        await audit.record(
          {
            ...by,
            entityType: "fund",
            action: "fund.settings_updated",
            entityId: FUND_TYPES.indexOf(fundType) + 1,
            summary: `Updated ${fundType} settings (${changed.join(", ") || "no change"})`,
            details: { fundType, changed },
          },
          tx,
        );
        return toSettingsView(row);
      });
    },
  };
}
