/**
 * Whether the production build was made from the sources as they are now. `npm run build` records a
 * fingerprint of everything the build reads; `npm start` rebuilds when the fingerprint differs, so it
 * never serves a build older than the sources (after a pull, a branch switch or an edit).
 * Content, not modification times: a checkout that rewrites files with the same bytes costs no build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What the build is made from. server/ is included because route modules and *.server.ts modules
 * may import it (the build then contains it); tests are left out, the build never contains them.
 */
export const BUILD_INPUTS = [
  "app",
  "domain",
  "server",
  "public",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

const FINGERPRINT_FILE = "source-fingerprint.txt";
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function listFiles(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !isTest(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** A SHA-256 over the path and bytes of every build input, in a stable order. */
export function sourceFingerprint(root: string): string {
  const hash = createHash("sha256");
  const files = BUILD_INPUTS.flatMap((input) => listFiles(root, input)).sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export function recordFingerprint(buildDir: string, fingerprint: string) {
  writeFileSync(path.join(buildDir, FINGERPRINT_FILE), `${fingerprint}\n`);
}

/** Why the build in buildDir cannot be served as it is, or null when it is current. */
export function staleBuildReason(root: string, buildDir: string): string | null {
  if (!existsSync(path.join(buildDir, "server", "index.js"))) return "No production build yet";
  const recorded = path.join(buildDir, FINGERPRINT_FILE);
  if (!existsSync(recorded)) return "The build records no source fingerprint";
  if (readFileSync(recorded, "utf8").trim() !== sourceFingerprint(root))
    return "The sources changed since the last build";
  return null;
}
