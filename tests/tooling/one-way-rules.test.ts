import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The repository's own ESLint config refuses the second ways decisions 0054 and 0058 removed:
// fetching in an effect, dates or times formatted in the browser's zone (linted as if the code sat
// in app/), and a periodic loop in server/ beside the periodic runner.
const REPO = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: REPO });

async function restricted(code: string, file = "app/components/fixture.tsx") {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO, file) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("one way for data and dates (ESLint)", () => {
  it("refuses a fetch helper called inside an effect", async () => {
    const code = `import { useEffect } from "react";
import { api } from "#app/lib/api-client.ts";
export function useList(id: number) {
  useEffect(() => {
    let live = true;
    api.get(\`/api/things/\${id}\`).then(() => live);
    void fetch("/api/other");
    return () => { live = false; };
  }, [id]);
}
`;
    const messages = await restricted(code);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/No fetching in an effect/);
  });

  it("allows the same helpers in an event handler", async () => {
    const code = `import { api } from "#app/lib/api-client.ts";
export const save = () => api.post("/api/things", {});
`;
    expect(await restricted(code)).toEqual([]);
  });

  it("refuses times in the browser's zone, allows numbers in a named locale", async () => {
    const code = `export const a = (d: Date) => d.toLocaleTimeString([], { hour: "2-digit" });
export const b = (d: Date) => d.toLocaleDateString();
export const c = (d: Date) => d.toLocaleString();
export const n = (x: number) => x.toLocaleString("en-US");
`;
    const messages = await restricted(code);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/domain\/format\.ts/);
  });
});

describe("one way for periodic work (ESLint)", () => {
  async function globalsRefused(code: string, file: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(REPO, file) });
    return result.messages.filter((m) => m.ruleId === "no-restricted-globals").map((m) => m.message);
  }

  it("refuses a loop of its own in server/, allows the runner and one-shot timers", async () => {
    const loop = `export const start = () => setInterval(() => {}, 1_000);\n`;
    const messages = await globalsRefused(loop, "server/platform/fixture.ts");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/periodic runner/);
    expect(await globalsRefused(loop, "server/platform/jobs/periodic-runner.ts")).toEqual([]);
    const once = `export const later = () => setTimeout(() => {}, 1_000);\n`;
    expect(await globalsRefused(once, "server/features/fixture.ts")).toEqual([]);
  });
});
