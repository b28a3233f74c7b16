// Sanctions lists staff import (issue 25 §4, decision 0064): an OFAC SDN.CSV file read whole and
// stored in one transaction (all or nothing); the latest import is the list screenings use.
import { desc, eq } from "drizzle-orm";
import type { SanctionsListSummary } from "#domain/kyc.ts";
import { parseAltCsv, parseSdnCsv } from "#domain/sanctions-list.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { sanctionsEntries, sanctionsLists } from "#server/platform/db/schema/sanctions.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { invalidFields } from "#server/platform/errors.ts";
import type { ActingUser, Transaction } from "#server/platform/staff-write.ts";

type Db = Database | Transaction;

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters (7 per row). */
const INSERT_BATCH = 1000;

/** The list in use: the latest import, or null before the first. */
export async function currentList(db: Db): Promise<SanctionsListSummary | null> {
  const [row] = await db
    .select({ list: sanctionsLists, by: users.username })
    .from(sanctionsLists)
    .leftJoin(users, eq(users.id, sanctionsLists.importedBy))
    .orderBy(desc(sanctionsLists.importedAt), desc(sanctionsLists.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.list.id,
    fileName: row.list.fileName,
    importedAt: row.list.importedAt.toISOString(),
    importedBy: row.by,
    entryCount: row.list.entryCount,
  };
}

/**
 * Reads an SDN.CSV file, and its ALT.CSV aliases when given, and stores them as the list in use; a
 * bad file is a 400 naming `file` or `alt`. Each alias is stored as one more name of its entry (same
 * ent_num), so screening scores it like the primary name and a match names the alias it hit; the
 * list's entry count counts the names screened (entries and aliases).
 */
export async function importSanctionsList(
  db: Database,
  audit: AuditService,
  by: ActingUser,
  file: { name: string; text: string },
  alt?: { name: string; text: string },
): Promise<SanctionsListSummary> {
  const parsed = parseSdnCsv(file.text);
  if (!parsed.ok) throw invalidFields({ file: [parsed.error] }, "The sanctions list file is not valid");
  const aliases = alt ? parseAltCsv(alt.text, parsed.entries) : { ok: true as const, entries: [] };
  if (!aliases.ok) throw invalidFields({ alt: [aliases.error] }, "The alias file is not valid");
  const names = [...parsed.entries, ...aliases.entries];
  const fileName = (alt ? `${file.name} + ${alt.name}` : file.name).slice(0, 255) || "sdn.csv";
  const list = await db.transaction(async (tx) => {
    const [list] = await tx
      .insert(sanctionsLists)
      .values({ fileName, importedBy: by.actor.id, entryCount: names.length })
      .returning();
    for (let i = 0; i < names.length; i += INSERT_BATCH) {
      const batch = names.slice(i, i + INSERT_BATCH).map((e) => ({ ...e, listId: list.id }));
      await tx.insert(sanctionsEntries).values(batch);
    }
    await audit.record(
      {
        ...by,
        action: "kyc.list_imported",
        entityType: "sanctions_list",
        entityId: list.id,
        summary: `Sanctions list "${fileName}" imported: ${parsed.entries.length} entries, ${aliases.entries.length} aliases`,
        details: { entryCount: parsed.entries.length, aliasCount: aliases.entries.length },
      },
      tx,
    );
    return list;
  });
  return {
    id: list.id,
    fileName,
    importedAt: list.importedAt.toISOString(),
    importedBy: by.actor.username,
    entryCount: list.entryCount,
  };
}
