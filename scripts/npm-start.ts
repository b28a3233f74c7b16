// How `npm start` runs the server (package.json's start script), so that the bench, the soak and
// the scale bench measure the process that runs in production: the same node flags (heap bounds,
// docs/memory.md) and the same malloc arena cap.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const START_SCRIPT = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts.start;

/** Node flags written on one line, as in a script or an environment variable. */
export const splitFlags = (flags: string) => flags.split(/\s+/).filter(Boolean);

/** The node flags `npm start` gives the server. */
export function npmStartNodeFlags(): string[] {
  return splitFlags(/^(?:MALLOC_ARENA_MAX=\d+ )?node (.*?)\s*scripts\/start\.mjs$/.exec(START_SCRIPT)?.[1] ?? "");
}

/** The malloc arena cap `npm start` sets, unless this run sets its own. */
function npmStartMallocArenas(): string | undefined {
  return process.env.MALLOC_ARENA_MAX ?? /^MALLOC_ARENA_MAX=(\d+) /.exec(START_SCRIPT)?.[1];
}

/**
 * How to start the server as `npm start` does: node's arguments (its flags, then the start
 * script) and the environment the start script adds. `nodeFlags` replaces the flags (the soak
 * takes them from SOAK_NODE_FLAGS).
 */
export function asNpmStart(nodeFlags = npmStartNodeFlags()): { args: string[]; env: NodeJS.ProcessEnv } {
  const mallocArenas = npmStartMallocArenas();
  return {
    args: [...nodeFlags, path.join(REPO_ROOT, "scripts", "start.mjs")],
    env: mallocArenas ? { MALLOC_ARENA_MAX: mallocArenas } : {},
  };
}
