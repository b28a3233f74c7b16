import { customType, pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./timestamps.ts";

/** PostgreSQL bytea as a Node Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Files the portal serves (investor documents, resources), kept in the database so they are as
 * durable as the rows naming them on PGlite and PostgreSQL alike (no filesystem to back up).
 * investor_documents.storage_key and resources.storage_key refer to `key`.
 */
export const storedFiles = pgTable("stored_files", {
  key: varchar("key", { length: 255 }).primaryKey(),
  contentType: varchar("content_type", { length: 100 }).notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});
