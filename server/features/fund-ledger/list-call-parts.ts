// List one call's or one distribution's parts, searched and filtered by status.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { CallPartPageQuery, DistributionPartPageQuery } from "#domain/fund-lists.ts";
import type { CallPartView, DistributionPartView } from "#domain/fund-operations.ts";
import { callPartStatus, type CallPart, type CallPartStatus } from "#domain/ledger/capital-account.ts";
import type { Page } from "#domain/paging.ts";
import type { Database } from "#server/platform/db/client.ts";
import { documentDeliveries } from "#server/platform/db/schema/document-deliveries.ts";
import { today } from "./ledger-values.ts";
import { keysetPage, type PageRequest } from "#server/platform/keyset.ts";
import {
  p,
  c,
  dp,
  d,
  investorSearch,
  INVESTOR,
  e,
  callStatusFilter,
  notFound,
  fundListReads,
} from "./internal/fund-list-reads.ts";

export function listParts(db: Database) {
  const { callOf } = fundListReads(db);

  return {
    /** One call's parts in the order they were issued (by name then), searched and filtered by status. */
    async callPartsPage(
      callId: number,
      filter: Pick<CallPartPageQuery, "q" | "status">,
      request: PageRequest,
      asOf = today(),
    ): Promise<Page<CallPartView>> {
      await callOf(callId);
      const where = and(eq(p.callId, callId), investorSearch(filter.q), callStatusFilter(filter.status, asOf));
      const page = await keysetPage({
        request,
        orders: { issued: [{ expr: sql`${p.id}`, kind: "integer", value: (r: { id: number }) => r.id }] },
        defaultSort: "issued",
        defaultDir: "asc",
        fetch: (after, orderBy, limit) =>
          db
            .select({
              ...INVESTOR,
              id: p.id,
              amountCents: p.amountCents,
              paidCents: p.paidCents,
              status: p.status,
              paidOn: p.paidOn,
              dueDate: c.dueDate,
              noticeDocumentId: p.noticeDocumentId,
            })
            .from(p)
            .innerJoin(c, eq(c.id, p.callId))
            .innerJoin(e, eq(e.id, p.entityId))
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        count: async () =>
          (
            await db
              .select({ n: count() })
              .from(p)
              .innerJoin(c, eq(c.id, p.callId))
              .innerJoin(e, eq(e.id, p.entityId))
              .where(where)
          )[0].n,
      });
      const noticeIds = page.items.flatMap((part) => (part.noticeDocumentId ? [part.noticeDocumentId] : []));
      const openings =
        noticeIds.length === 0
          ? []
          : await db
              .select({ documentId: documentDeliveries.documentId, firstOpenedAt: documentDeliveries.firstOpenedAt })
              .from(documentDeliveries)
              .where(inArray(documentDeliveries.documentId, noticeIds));
      const openedAt = new Map(openings.map((row) => [row.documentId, row.firstOpenedAt?.toISOString() ?? null]));
      return {
        ...page,
        items: page.items.map((part) => ({
          id: part.id,
          entityId: part.entityId,
          investorName: part.investorName,
          memberId: part.memberId,
          amountCents: part.amountCents,
          paidCents: part.paidCents,
          status: callPartStatus(part as CallPart, asOf) satisfies CallPartStatus,
          paidOn: part.paidOn,
          noticeDocumentId: part.noticeDocumentId,
          noticeOpenedAt: part.noticeDocumentId ? (openedAt.get(part.noticeDocumentId) ?? null) : null,
        })),
      };
    },

    /** One distribution's parts in the order they were issued, searched and filtered by status. */
    async distributionPartsPage(
      distributionId: number,
      filter: Pick<DistributionPartPageQuery, "q" | "status">,
      request: PageRequest,
    ): Promise<Page<DistributionPartView>> {
      const [distribution] = await db.select({ id: d.id }).from(d).where(eq(d.id, distributionId));
      if (!distribution) throw notFound("Distribution");
      const where = and(
        eq(dp.distributionId, distributionId),
        investorSearch(filter.q),
        filter.status ? eq(dp.status, filter.status) : undefined,
      );
      const page = await keysetPage({
        request,
        orders: { issued: [{ expr: sql`${dp.id}`, kind: "integer", value: (r: { id: number }) => r.id }] },
        defaultSort: "issued",
        defaultDir: "asc",
        fetch: (after, orderBy, limit) =>
          db
            .select({
              ...INVESTOR,
              id: dp.id,
              amountCents: dp.amountCents,
              status: dp.status,
              paidOn: dp.paidOn,
              noticeDocumentId: dp.noticeDocumentId,
            })
            .from(dp)
            .innerJoin(e, eq(e.id, dp.entityId))
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit),
        count: async () =>
          (await db.select({ n: count() }).from(dp).innerJoin(e, eq(e.id, dp.entityId)).where(where))[0].n,
      });
      return {
        ...page,
        items: page.items.map((part) => ({
          id: part.id,
          entityId: part.entityId,
          investorName: part.investorName,
          memberId: part.memberId,
          amountCents: part.amountCents,
          status: part.status,
          paidOn: part.paidOn,
          noticeDocumentId: part.noticeDocumentId,
        })),
      };
    },
  };
}
