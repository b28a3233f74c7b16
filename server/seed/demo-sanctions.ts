// The demo's sanctions list (issue 25 §4, decision 0064): a small list in the OFAC SDN.CSV format
// of plainly fictional names under the program "DEMO", imported by the demo admin ten days ago, and
// the Mitchell Family Trust screened against it (clear, rated low risk).
import { and, eq, isNull } from "drizzle-orm";
import { screenName } from "#domain/sanctions-matching.ts";
import { parseSdnCsv } from "#domain/sanctions-list.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles, investingEntities } from "#server/platform/db/schema/investing-entities.ts";
import { kycScreenings, sanctionsEntries, sanctionsLists } from "#server/platform/db/schema/sanctions.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 86_400_000;
const FICTIONAL = '"Fictional entry for the EdFutures demo; not a real person or company."';
const row = (n: number, name: string, type: string) =>
  `${9000 + n},"${name}",${type},"DEMO",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,${FICTIONAL}\r\n`;

/** The demo SDN.CSV: no header row, twelve columns, "-0-" for empty, as OFAC publishes it. */
export const DEMO_SDN_CSV = [
  row(1, "GRIMWALD, Boris", '"individual"'),
  row(2, "VOLKOVA, Zinaida Petrovna", '"individual"'),
  row(3, "PAPADRAKIS, Stavros", '"individual"'),
  row(4, "AL-FARSUNI, Kareem", '"individual"'),
  row(5, "DUVALIER-ESTRADA, José Ignacio", '"individual"'),
  row(6, "ZELENKO-MARSH, Oksana", '"individual"'),
  row(7, "QUENTARO SHIPPING LTD", "-0- "),
  row(8, "BLACKFEN TRADING CORPORATION", "-0- "),
  row(9, "NORTHERN GULLWING", '"vessel"'),
].join("");
export const DEMO_SDN_FILE_NAME = "demo-sdn.csv";

/** Imports the demo list and screens `entityId` against it (its names must match none). */
export async function seedDemoSanctions(tx: Tx, by: { adminId: number; entityId: number; now: Date }) {
  const parsed = parseSdnCsv(DEMO_SDN_CSV);
  if (!parsed.ok) throw new Error(`The demo sanctions list does not parse: ${parsed.error}`);
  const importedAt = new Date(by.now.getTime() - 10 * DAY_MS);
  const [list] = await tx
    .insert(sanctionsLists)
    .values({ fileName: DEMO_SDN_FILE_NAME, importedAt, importedBy: by.adminId, entryCount: parsed.entries.length })
    .returning({ id: sanctionsLists.id });
  await tx.insert(sanctionsEntries).values(parsed.entries.map((e) => ({ ...e, listId: list.id })));

  const [entity] = await tx.select().from(investingEntities).where(eq(investingEntities.id, by.entityId));
  const people = await tx
    .select({ userId: entityRoles.userId })
    .from(entityRoles)
    .where(and(eq(entityRoles.entityId, by.entityId), isNull(entityRoles.revokedAt)));
  const listed = parsed.entries.map((e) => ({ ref: e.entNum, names: [e.name] }));
  if (screenName(entity.legalName, listed).length > 0) throw new Error("The demo's screened entity matches the list");
  await tx.insert(kycScreenings).values({
    entityId: by.entityId,
    listId: list.id,
    screenedAt: new Date(by.now.getTime() - 9 * DAY_MS),
    screenedBy: by.adminId,
    status: "clear",
    namesScreened: 1 + people.length,
  });
  await tx
    .update(investingEntities)
    .set({ kycStatus: "clear", riskRating: "low" })
    .where(eq(investingEntities.id, by.entityId));
}
