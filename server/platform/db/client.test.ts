import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { openEmbeddedDatabase } from "./client.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// PGlite's wasm memory never shrinks: the buffers it holds are a fixed part of the server's RSS
// (docs/memory.md), so the embedded database must start with the small setting, not the default.
it("starts the embedded database with 16 MB of shared buffers", { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "edf-client-"));
  dirs.push(dir);
  const database = await openEmbeddedDatabase(dir);
  try {
    const result = await database.client.query<{ shared_buffers: string }>("SHOW shared_buffers");
    expect(result.rows[0].shared_buffers).toBe("16MB");
  } finally {
    await database.close();
  }
});
