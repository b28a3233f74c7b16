import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { AuditAction } from "../../domain/audit.ts";
import type { Stats } from "../../domain/stats.ts";
import type { Database } from "../db/client.ts";
import { articles } from "../db/schema/articles.ts";
import { auditLog } from "../db/schema/audit-log.ts";
import { contactInquiries } from "../db/schema/contact-inquiries.ts";
import { investments } from "../db/schema/investments.ts";
import { resources } from "../db/schema/resources.ts";
import { users } from "../db/schema/users.ts";
import { notArchived } from "./user-records.ts";

/** The audit action a logged document download uses; downloadCount counts these rows. */
export const DOCUMENT_DOWNLOADED = "document.downloaded" satisfies AuditAction;

/** The admin counters (docs/product.md §Data), computed live in one statement, never stored. */
export function createStatsService(db: Database) {
  return {
    async get(): Promise<Stats> {
      const count = (from: PgTable, where: SQL = sql`true`) => sql`(select count(*)::int from ${from} where ${where})`;
      const [row] = await db
        .select({
          totalUsers: sql<number>`${count(users)}`,
          activeInvestments: sql<number>`${count(investments, sql`${investments.status} = 'active'`)}`,
          resources: sql<number>`${count(resources)}`,
          pendingInquiries: sql<number>`${count(contactInquiries, sql`${contactInquiries.status} = 'new'`)}`,
          updateCount: sql<number>`${count(articles, sql`${articles.published}`)}`,
          downloadCount: sql<number>`${count(auditLog, sql`${auditLog.action} = ${DOCUMENT_DOWNLOADED}`)}`,
          // Current members only: archived investors keep their records but are no longer members.
          memberCount: sql<number>`${count(users, sql`${users.role} in ('investor', 'viewer') and ${notArchived()}`)}`,
          propertiesUnderReview: sql<number>`${count(
            investments,
            // Fund I is the real estate fund: each of its investments is a property (decision 0023).
            sql`${investments.status} in ('under_review', 'pending') and ${investments.fundType} = 'Fund I'`,
          )}`,
        })
        .from(sql`(select 1) as one`);
      const n = (v: unknown) => Number(v);
      return {
        totalUsers: n(row.totalUsers),
        activeInvestments: n(row.activeInvestments),
        resources: n(row.resources),
        pendingInquiries: n(row.pendingInquiries),
        resourceCount: n(row.resources),
        updateCount: n(row.updateCount),
        downloadCount: n(row.downloadCount),
        memberCount: n(row.memberCount),
        propertiesUnderReview: n(row.propertiesUnderReview),
      };
    },
  };
}
