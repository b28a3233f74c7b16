import { desc, eq, ilike, or } from "drizzle-orm";
import type { Resource, ResourceData } from "../../domain/resource.ts";
import type { Database } from "../db/client.ts";
import { resources } from "../db/schema/resources.ts";
import { AppError } from "../errors.ts";
import type { AuditService } from "./audit.ts";
import { auditTrail, isoTimestamps, type ActingUser } from "./staff-write.ts";

const notFound = () => new AppError("NOT_FOUND", "Resource not found");

/** The admin form's words to stored columns: type → fileType, url → downloadUrl. */
function toColumns({ type, url, ...rest }: ResourceData) {
  return { ...rest, fileType: type, downloadUrl: url };
}

/** The stored file's key stays on the server (the portal's download route serves the file). */
const toResource = ({ storageKey: _storageKey, ...row }: typeof resources.$inferSelect) =>
  isoTimestamps(row) as Resource;

/** A LIKE pattern matching `text` literally anywhere (backslash is PostgreSQL's default escape). */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Resources (staff): list (optionally searched), create, update, delete; writes are audited. */
export function createResourceService(db: Database, audit: AuditService) {
  const trail = auditTrail(audit, "resource");
  return {
    /** Newest first; `search` matches title, description or category, case-insensitively. */
    async list(search?: string): Promise<Resource[]> {
      const pattern = search ? containsPattern(search) : null;
      const rows = await db
        .select()
        .from(resources)
        .where(
          pattern
            ? or(
                ilike(resources.title, pattern),
                ilike(resources.description, pattern),
                ilike(resources.category, pattern),
              )
            : undefined,
        )
        .orderBy(desc(resources.createdAt), desc(resources.id));
      return rows.map(toResource);
    },

    async create(data: ResourceData, by: ActingUser): Promise<Resource> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(resources).values(toColumns(data)).returning();
        await trail(tx, by, {
          action: "resource.created",
          entityId: row.id,
          summary: `Created resource "${row.title}"`,
        });
        return toResource(row);
      });
    },

    async update(id: number, data: ResourceData, by: ActingUser): Promise<Resource> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(resources).set(toColumns(data)).where(eq(resources.id, id)).returning();
        if (!row) throw notFound();
        await trail(tx, by, {
          action: "resource.updated",
          entityId: row.id,
          summary: `Updated resource "${row.title}"`,
        });
        return toResource(row);
      });
    },

    async delete(id: number, by: ActingUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(resources)
          .where(eq(resources.id, id))
          .returning({ id: resources.id, title: resources.title });
        if (!row) throw notFound();
        await trail(tx, by, {
          action: "resource.deleted",
          entityId: row.id,
          summary: `Deleted resource "${row.title}"`,
        });
      });
    },
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;
