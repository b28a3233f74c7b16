import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/platform/db/client.ts";
import { storedFiles } from "#server/platform/db/schema/stored-files.ts";
import {
  deleteFiles,
  readFile,
  storeFile,
  sweepOrphanObjects,
  useObjectStore,
} from "#server/platform/storage/files.ts";
import { createObjectStore, ORPHAN_GRACE_MS, type ObjectStore } from "#server/platform/storage/object-store.ts";
import { testDatabases } from "./test-databases.ts";

const BUCKET = "edf-files";
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF`);
const later = () => Date.now() + ORPHAN_GRACE_MS + 60_000;

// A real S3-compatible server (s3rver) on 127.0.0.1, its objects in a temporary folder.
let server: S3rver;
let store: ObjectStore;

beforeAll(async () => {
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), "edf-s3-")),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  store = createObjectStore({
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
});
afterAll(async () => {
  store?.close();
  await server?.close();
});

describe.each(testDatabases)("files in an object store ($name)", (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterEach(() => useObjectStore(null));
  afterAll(async () => handle?.close());

  it("stores the bytes in the bucket and the row in the database; reads them back", async () => {
    useObjectStore(store);
    const bytes = pdf(`upload ${database.name}`);
    const { key } = await handle.db.transaction((tx) =>
      storeFile(tx, { bytes, contentType: "application/pdf", prefix: "documents" }),
    );
    const [row] = await handle.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row).toMatchObject({ storage: "s3", bytes: null, contentType: "application/pdf" });
    expect((await store.get(key))?.equals(bytes)).toBe(true);
    const read = await readFile(handle.db, key);
    expect(read?.bytes.equals(bytes)).toBe(true);
  });

  it("keeps reading files stored in the database before the bucket was configured", async () => {
    const bytes = pdf("in the database");
    const { key } = await storeFile(handle.db, { bytes, contentType: "application/pdf", prefix: "documents" });
    useObjectStore(store);
    expect((await readFile(handle.db, key))?.bytes.equals(bytes)).toBe(true);
    expect(await store.get(key)).toBeNull();
  });

  it("a failed transaction leaves no visible file; its object is swept as an orphan", async () => {
    useObjectStore(store);
    let key = "";
    await expect(
      handle.db.transaction(async (tx) => {
        ({ key } = await storeFile(tx, { bytes: pdf("rolled back"), contentType: "application/pdf", prefix: "x" }));
        throw new Error("the caller's later step failed");
      }),
    ).rejects.toThrow("later step failed");
    expect(await readFile(handle.db, key)).toBeNull();
    expect(await store.get(key)).not.toBeNull(); // written before the row, not yet swept
    // Within the grace period nothing is swept (a transaction may still be about to commit).
    await sweepOrphanObjects(handle.db);
    expect(await store.get(key)).not.toBeNull();
    expect(await sweepOrphanObjects(handle.db, later())).toBeGreaterThanOrEqual(1);
    expect(await store.get(key)).toBeNull();
  });

  it("a deleted file's row goes with the transaction, its object at the next sweep; named files stay", async () => {
    useObjectStore(store);
    const kept = await storeFile(handle.db, { bytes: pdf("kept"), contentType: "application/pdf", prefix: "d" });
    const gone = await storeFile(handle.db, { bytes: pdf("deleted"), contentType: "application/pdf", prefix: "d" });
    await handle.db.transaction((tx) => deleteFiles(tx, [gone.key]));
    expect(await readFile(handle.db, gone.key)).toBeNull();
    await sweepOrphanObjects(handle.db, later());
    expect(await store.get(gone.key)).toBeNull();
    expect((await readFile(handle.db, kept.key))?.bytes.toString()).toContain("kept");
  });
});
