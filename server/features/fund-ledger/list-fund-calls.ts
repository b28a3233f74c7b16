// List a fund's capital calls and distributions, newest first, with their sums.
import { inArray, sql } from "drizzle-orm";
import type { FundCallSummary, FundDistributionSummary } from "#domain/fund-lists.ts";
import type { FundType } from "#domain/investment.ts";
import type { Page } from "#domain/paging.ts";
import type { Database } from "#server/platform/db/client.ts";
import { today } from "./ledger-values.ts";
import { type PageRequest } from "#server/platform/keyset.ts";
import { c, d, ct, dt, summed, fundListReads } from "./internal/fund-list-reads.ts";

export function listFundCallsAndDistributions(db: Database) {
  const { newestFirst } = fundListReads(db);

  return {
    /** The fund's capital calls, newest first, each with its paid, outstanding and overdue sums. */
    async callsPage(fundType: FundType, request: PageRequest, asOf = today()): Promise<Page<FundCallSummary>> {
      const page = await newestFirst(c, fundType, request);
      const ids = page.items.map((row) => row.id);
      const sums =
        ids.length === 0
          ? []
          : await db
              .select({
                callId: ct.callId,
                parts: summed(sql`sum(${ct.parts})`),
                paidParts: summed(sql`sum(${ct.paidParts})`),
                called: summed(sql`sum(${ct.calledCents})`),
                paid: summed(sql`sum(${ct.paidCents})`),
              })
              .from(ct)
              .where(inArray(ct.callId, ids))
              .groupBy(ct.callId);
      return {
        ...page,
        items: page.items.map((call) => {
          const sum = sums.find((row) => row.callId === call.id);
          const outstandingCents = (sum?.called ?? 0) - (sum?.paid ?? 0);
          return {
            id: call.id,
            number: call.number,
            callDate: call.callDate,
            dueDate: call.dueDate,
            purpose: call.purpose,
            investmentCents: call.investmentCents,
            managementFeeCents: call.managementFeeCents,
            fundExpensesCents: call.fundExpensesCents,
            totalCents: call.totalCents,
            paidCents: sum?.paid ?? 0,
            outstandingCents,
            // Overdue past the due date (callPartStatus): then every unpaid part is, and owes the rest.
            overdueCents: call.dueDate < asOf ? outstandingCents : 0,
            partsCount: sum?.parts ?? 0,
            paidPartsCount: sum?.paidParts ?? 0,
          };
        }),
      };
    },

    /** The fund's distributions, newest first, each with the sum paid so far. */
    async distributionsPage(fundType: FundType, request: PageRequest): Promise<Page<FundDistributionSummary>> {
      const page = await newestFirst(d, fundType, request);
      const ids = page.items.map((row) => row.id);
      const sums =
        ids.length === 0
          ? []
          : await db
              .select({
                distributionId: dt.distributionId,
                parts: summed(sql`sum(${dt.parts})`),
                paidParts: summed(sql`sum(${dt.paidParts})`),
                paid: summed(sql`sum(${dt.paidCents})`),
              })
              .from(dt)
              .where(inArray(dt.distributionId, ids))
              .groupBy(dt.distributionId);
      return {
        ...page,
        items: page.items.map((row) => {
          const sum = sums.find((s) => s.distributionId === row.id);
          return {
            id: row.id,
            number: row.number,
            distributionDate: row.distributionDate,
            type: row.type,
            description: row.description,
            totalCents: row.totalCents,
            paidCents: sum?.paid ?? 0,
            partsCount: sum?.parts ?? 0,
            paidPartsCount: sum?.paidParts ?? 0,
          };
        }),
      };
    },
  };
}
