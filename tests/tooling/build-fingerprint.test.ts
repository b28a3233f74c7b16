import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordFingerprint, sourceFingerprint, staleBuildReason } from "#scripts/build-fingerprint.ts";

// A small checkout in a temporary folder, "built" by recording its fingerprint beside a server entry.
let root: string;
let buildDir: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

function build() {
  write("build/server/index.js", "export default {};");
  recordFingerprint(buildDir, sourceFingerprint(root));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "edf-fingerprint-"));
  buildDir = path.join(root, "build");
  write("package.json", "{}");
  write("package-lock.json", '{ "lockfileVersion": 3 }');
  write("app/routes/home.tsx", "export default function Home() { return null; }");
  write("app/lib/format.test.ts", "test file");
  write("domain/user.ts", "export const user = 1;");
  write("server/features/accounts/users.ts", "export const users = 1;");
  write("public/favicon.svg", "<svg/>");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's build freshness check", () => {
  it("builds when there is no build, or a build without a fingerprint", () => {
    expect(staleBuildReason(root, buildDir)).toBe("No production build yet");
    write("build/server/index.js", "export default {};");
    expect(staleBuildReason(root, buildDir)).toBe("The build records no source fingerprint");
  });

  it("serves a build made from the sources as they are", () => {
    build();
    expect(staleBuildReason(root, buildDir)).toBeNull();
  });

  it.each([
    ["an edited page", "app/routes/home.tsx"],
    ["an edited domain schema", "domain/user.ts"],
    ["an edited server module", "server/features/accounts/users.ts"],
    ["a changed static file", "public/favicon.svg"],
    ["a changed lockfile (a pull that updates packages)", "package-lock.json"],
    ["a new page", "app/routes/about.tsx"],
  ])("rebuilds after %s", (_what, file) => {
    build();
    write(file, "changed");
    expect(staleBuildReason(root, buildDir)).toBe("The sources changed since the last build");
  });

  it("rebuilds after a file is deleted", () => {
    build();
    rmSync(path.join(root, "domain/user.ts"));
    expect(staleBuildReason(root, buildDir)).toBe("The sources changed since the last build");
  });

  it("does not rebuild for a test file or a file rewritten with the same bytes", () => {
    build();
    write("app/lib/format.test.ts", "another test");
    write("app/routes/home.tsx", "export default function Home() { return null; }");
    utimesSync(path.join(root, "app/routes/home.tsx"), new Date(), new Date(Date.now() + 60_000));
    expect(staleBuildReason(root, buildDir)).toBeNull();
  });
});
