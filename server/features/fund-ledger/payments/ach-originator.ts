// A fund's ACH originator settings (decision 0067): what its bank gave it to send NACHA files,
// kept as JSON in app_settings (no table of their own) and changed by super admins, audited.
import { eq } from "drizzle-orm";
import { achOriginatorInputSchema, type AchOriginatorInput, type AchOriginatorView } from "#domain/ach-payments.ts";
import { slugOfFund } from "#domain/fund-slug.ts";
import { FUND_TYPES, type FundType } from "#domain/investment.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { ACH_ORIGINATOR_KEY_PREFIX, appSettings } from "#server/platform/db/schema/app-settings.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";

const keyOf = (fundType: FundType) => `${ACH_ORIGINATOR_KEY_PREFIX}${slugOfFund(fundType)}`;

/** The stored settings, or null when none are stored or they no longer pass the rules. */
export async function achOriginatorOf(
  db: Database | Transaction,
  fundType: FundType,
): Promise<AchOriginatorView | null> {
  const [row] = await db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, keyOf(fundType)));
  if (!row) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return null;
  }
  const parsed = achOriginatorInputSchema.safeParse(stored);
  return parsed.success ? { fundType, ...parsed.data, updatedAt: row.updatedAt.toISOString() } : null;
}

/** Super admins only (the route says so): saved whole, audited with the fields that changed. */
export async function updateAchOriginator(
  deps: { db: Database; audit: AuditService; now: () => Date },
  by: ActingUser,
  fundType: FundType,
  input: AchOriginatorInput,
): Promise<AchOriginatorView> {
  return deps.db.transaction(async (tx) => {
    const before = await achOriginatorOf(tx, fundType);
    const value = JSON.stringify(input);
    const updatedAt = deps.now();
    await tx
      .insert(appSettings)
      .values({ key: keyOf(fundType), value, updatedAt })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt } });
    const changed = (Object.keys(input) as Array<keyof AchOriginatorInput>).filter(
      (key) => !before || before[key] !== input[key],
    );
    await deps.audit.record(
      {
        ...by,
        entityType: "fund",
        action: "fund.ach_originator_updated",
        entityId: FUND_TYPES.indexOf(fundType) + 1,
        summary: `Updated ${fundType} ACH originator settings (${changed.join(", ") || "no change"})`,
        details: { fundType, changed },
      },
      tx,
    );
    return { fundType, ...input, updatedAt: updatedAt.toISOString() };
  });
}
