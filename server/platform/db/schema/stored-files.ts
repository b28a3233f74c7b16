import { sql } from "drizzle-orm";
import { check, customType, pgTable, varchar } from "drizzle-orm/pg-core";
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
 * investor_documents.storage_key and resources.storage_key refer to `key`. With an object store
 * configured (S3_BUCKET, decision 0036) new files' bytes are the object named `key` there
 * (storage "s3", bytes null); the row stays here, in the caller's transaction.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    key: varchar("key", { length: 255 }).primaryKey(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    /** Where the bytes are: "database" (the column below) or "s3" (the object store). */
    storage: varchar("storage", { length: 10 }).notNull().default("database"),
    bytes: bytea("bytes"),
    createdAt: createdAt(),
  },
  (t) => [
    check("stored_files_storage_check", sql`${t.storage} in ('database', 's3')`),
    check("stored_files_bytes_check", sql`(${t.storage} = 'database') = (${t.bytes} is not null)`),
  ],
);
