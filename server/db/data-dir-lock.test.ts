import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.ts";

describe("data directory lock", () => {
  it("refuses a second holder while the first runs, and frees on release", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "edf-lock-"));
    // A live process other than us holds it: our parent process stands in for "another server".
    writeFileSync(path.join(dir, "edfutures.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by process/);
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "edf-lock-"));
    writeFileSync(path.join(dir, "edfutures.lock"), "999999999");
    const release = acquireDataDirLock(dir);
    release();
    acquireDataDirLock(dir)();
  });
});
