import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.ts";

const lockFileOf = (dir: string) => path.join(dir, "edfutures.lock");
const newDir = () => mkdtempSync(path.join(tmpdir(), "edf-lock-"));

/** Another live process: stands in for a second server holding the data directory. */
function otherProcess() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}
const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

describe("data directory lock", () => {
  it("writes our pid into the lock file and removes it on release (twice is harmless)", () => {
    const dir = newDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFileOf(dir), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it("refuses while another live process holds it, naming that process, and leaves its lock alone", async () => {
    const dir = newDir();
    const holder = otherProcess();
    writeFileSync(lockFileOf(dir), String(holder.pid));
    let refusal: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`${dir} is already in use by process ${holder.pid}`);
    expect(readFileSync(lockFileOf(dir), "utf8")).toBe(String(holder.pid));

    // Once the holder is gone, its leftover lock is taken over.
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    holder.kill();
    await exited;
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFileOf(dir), "utf8")).toBe(String(process.pid));
    release();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const dir = newDir();
    const dead = spawnSync(process.execPath, ["-e", "process.pid"]).pid!;
    writeFileSync(lockFileOf(dir), String(dead));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFileOf(dir), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });
});
