// How the prospects list reads and orders its rows (decision 0037's keyset paging).
import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Prospect, ProspectFilter } from "#domain/prospects.ts";
import { displayName } from "#domain/person.ts";
import { prospects } from "#server/platform/db/schema/prospects.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { containsPattern, exactTime, type SortKey } from "#server/platform/keyset.ts";

const p = prospects;

/** The columns the list reads: the prospect, its owner's name, and exact times for the cursors. */
export const PROSPECT_ROW = {
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  stage: p.stage,
  lostReason: p.lostReason,
  ownerId: p.ownerId,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerUsername: users.username,
  nextStep: p.nextStep,
  nextStepDate: p.nextStepDate,
  interest: p.interest,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  exactUpdatedAt: exactTime(p.updatedAt),
};
export type ProspectRow = typeof prospects.$inferSelect & {
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerUsername: string | null;
  exactUpdatedAt: string;
};

export const toProspect = ({
  ownerFirstName,
  ownerLastName,
  ownerUsername,
  exactUpdatedAt: _e,
  ...row
}: ProspectRow): Prospect => ({
  ...row,
  ownerName:
    row.ownerId !== null && ownerUsername !== null
      ? displayName({ firstName: ownerFirstName, lastName: ownerLastName, username: ownerUsername })
      : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// A date never reached: prospects without a next step sort after those with one.
const NO_DATE = "9999-12-31";
const UPDATED: SortKey<ProspectRow> = {
  expr: sql`${p.updatedAt}`,
  kind: "timestamp",
  value: (row) => row.exactUpdatedAt,
};
const ID: SortKey<ProspectRow> = { expr: sql`${p.id}`, kind: "integer", value: (row) => row.id };
export const PROSPECT_ORDERS: Record<string, Array<SortKey<ProspectRow>>> = {
  updated: [UPDATED, ID],
  name: [
    {
      expr: sql`lower(${p.lastName} || ' ' || ${p.firstName})`,
      kind: "text",
      value: (row) => `${row.lastName} ${row.firstName}`.toLowerCase(),
    },
    ID,
  ],
  email: [{ expr: sql`lower(${p.email})`, kind: "text", value: (row) => row.email.toLowerCase() }, ID],
  stage: [{ expr: sql`${p.stage}`, kind: "text", value: (row) => row.stage }, UPDATED, ID],
  next: [
    {
      expr: sql`coalesce(${p.nextStepDate}, ${NO_DATE}::date)`,
      kind: "date",
      value: (row) => row.nextStepDate ?? NO_DATE,
    },
    ID,
  ],
};

/** The list's filters as SQL: a stage, an owner, and a search in the name and e-mail. */
export function prospectFilterOf({ stage, owner, q }: ProspectFilter): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    stage ? eq(p.stage, stage) : undefined,
    owner ? eq(p.ownerId, owner) : undefined,
    pattern ? or(ilike(sql`${p.firstName} || ' ' || ${p.lastName}`, pattern), ilike(p.email, pattern)) : undefined,
  );
}
