import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { asNpmStart, npmStartNodeFlags } from "#scripts/npm-start.ts";

// The benches and the soak start the server as `npm start` does; if the start script's shape
// changed and the flags were no longer found, they would silently measure another process.
describe("npm start's settings, as the benches read them", () => {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;

  it("finds every node flag of the start script", () => {
    const flags = npmStartNodeFlags();
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) {
      expect(flag).toMatch(/^--[a-z-]+=\d+$/);
      expect(start).toContain(` ${flag} `);
    }
    expect(flags.some((flag) => flag.startsWith("--max-old-space-size="))).toBe(true);
  });

  it("finds the malloc arena cap", () => {
    const saved = process.env.MALLOC_ARENA_MAX;
    delete process.env.MALLOC_ARENA_MAX;
    try {
      expect(start).toContain(`MALLOC_ARENA_MAX=${asNpmStart().env.MALLOC_ARENA_MAX} `);
    } finally {
      if (saved !== undefined) process.env.MALLOC_ARENA_MAX = saved;
    }
  });
});
