import { describe, expect, it } from "vitest";
import { checkRepository, readRepository } from "#scripts/lint-docs.ts";

// The docs check of `npm run lint` (decision 0055). The fixture's dead numbers and paths are built
// from pieces, so this file does not cite them itself (the check also reads the tests' sources).
const DEAD = "0999";
const docs = (...parts: string[]) => ["docs", ...parts].join("/");

const files = [
  "README.md",
  "package.json",
  docs("ARCHITECTURE.md"),
  docs("decisions", "README.md"),
  docs("decisions", "0001-first.md"),
  docs("decisions", "0002-second.md"),
  "server/app.ts",
  "server/api/users.ts",
  "server/api/articles.ts",
  "app/routes/portal/index.tsx",
];

function check(text: string, sources: { path: string; text: string }[] = []) {
  return checkRepository({ files, documents: [{ path: docs("ARCHITECTURE.md"), text }], sources });
}

describe("docs lint", () => {
  it("passes paths, folders, root files, placeholders and decisions that exist", () => {
    const text = [
      "Fastify in `server/app.ts` (`#server/app.ts:12`), `server/api/` and `package.json`.",
      "One plugin per resource, `server/api/<resource>.ts`, pages in `app/routes/**`, `server/api/*.ts`.",
      "See [the index](decisions/README.md), [the first](decisions/0001-first.md#context) and `README.md`.",
      "Decision 0001; decisions 0001–0002; (0002). An example: `server/…/x.ts`.",
      "Not paths: `/admin-portal/mail`, `https://example.com/app/x.ts`, `npm run lint`, `app` alone.",
      "```sh",
      "cat server/gone.ts  # a fenced block is a command, not a citation",
      "```",
    ].join("\n");
    expect(check(text)).toEqual([]);
  });

  it("finds a dead path, a dead link and a dead decision number", () => {
    const text = [
      "Sessions in `server/auth/gone.ts`.",
      "Read [the record](decisions/0003-missing.md).",
      `As decision ${DEAD} says; see also decisions 0001–0004.`,
      "Admin pages in `app/routes/admin/<name>.tsx`.",
    ].join("\n");
    expect(check(text)).toEqual([
      `${docs("ARCHITECTURE.md")}:1: \`server/auth/gone.ts\` names no file or folder of the repository`,
      `${docs("ARCHITECTURE.md")}:2: link to decisions/0003-missing.md, which does not exist`,
      `${docs("ARCHITECTURE.md")}:4: \`app/routes/admin/<name>.tsx\` names no file or folder of the repository`,
      `${docs("ARCHITECTURE.md")}:2: no decision 0003 in docs/decisions/`,
      `${docs("ARCHITECTURE.md")}:3: no decision ${DEAD} in docs/decisions/`,
      `${docs("ARCHITECTURE.md")}:3: no decision 0004 in docs/decisions/`,
    ]);
  });

  it("finds a comment citing a document or a decision that does not exist", () => {
    const source = {
      path: "server/app.ts",
      text: [
        `// Why: ${docs("decisions", "0001-first.md")}, ${docs("decisions", "0002")} and decision 0001.`,
        `// Gone: ${docs("nowhere.md")}, ${docs("decisions", DEAD)} and decision ${DEAD}.`,
      ].join("\n"),
    };
    expect(check("", [source])).toEqual([
      `server/app.ts:2: ${docs("nowhere.md")} does not exist`,
      `server/app.ts:2: ${docs("decisions", DEAD)} does not exist`,
      `server/app.ts:2: no decision ${DEAD} in docs/decisions/`,
    ]);
  });

  it("finds nothing in this repository, in well under two seconds", () => {
    // CPU time, not the clock: on a loaded machine the clock also counts other processes' turns.
    const started = process.cpuUsage();
    expect(checkRepository(readRepository(process.cwd()))).toEqual([]);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(2_000);
  });
});
