import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PASSWORD_BREACHED, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from "#domain/auth.ts";
import { breachedPasswords } from "#server/features/accounts/breached-passwords.ts";
import { passwordProblem } from "#server/features/accounts/passwords.ts";

// The larger breached-password list (docs/decisions/0027): read on the server from the installed
// package, and never part of what a browser downloads (checked on the production build).
describe("the breached-password list", () => {
  it("holds tens of thousands of entries of 8+ characters, loaded once", () => {
    const list = breachedPasswords(8);
    expect(list.size).toBeGreaterThan(15_000);
    expect([...list].every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
    expect(breachedPasswords(8)).toBe(list);
  });

  it("is the one policy: length first, our short list, then the breached list, case-insensitively", () => {
    expect(passwordProblem("Short-1")).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("Password123")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("MERCEDES")).toBe(PASSWORD_BREACHED);
    expect(passwordProblem("dimazarya")).toBe(PASSWORD_BREACHED);
    expect(passwordProblem("Harbor-Lantern-2026")).toBeNull();
  });

  it("is not in the client build", () => {
    const client = path.resolve(process.env.BUILD_DIR ?? "build", "client", "assets");
    if (!existsSync(client)) throw new Error(`No production build at ${client}: run "npm run build" first`);
    const files = readdirSync(client).filter((f) => f.endsWith(".js"));
    expect(files.length).toBeGreaterThan(5);
    // Entries of the list that appear nowhere else.
    const leaked = files.filter((f) =>
      /dimazarya|voxstrange|ka12rm12/.test(readFileSync(path.join(client, f), "utf8")),
    );
    expect(leaked).toEqual([]);
  });
});
