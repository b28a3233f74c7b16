import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Runs the repository's own .dependency-cruiser.cjs, through the same CLI `npm run lint` runs, over a
// small fixture repository that breaks each rule once and also holds the imports the rules allow.
const REPO = path.resolve(import.meta.dirname, "../..");
const DEPCRUISE = path.join(REPO, "node_modules", ".bin", "depcruise");

const FIXTURE: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "fixture",
    imports: { "#app/*": "./app/*", "#server/*": "./server/*" },
    dependencies: { zod: "*" },
    devDependencies: { vite: "*" },
  }),
  "tsconfig.json": JSON.stringify({
    compilerOptions: { module: "ESNext", moduleResolution: "bundler", jsx: "react-jsx" },
  }),
  "node_modules/zod/package.json": JSON.stringify({ name: "zod", main: "index.js" }),
  "node_modules/zod/index.js": "export const z = {};",
  "node_modules/vite/package.json": JSON.stringify({ name: "vite", main: "index.js" }),
  "node_modules/vite/index.js": "export const createServer = () => {};",
  "node_modules/installed-not-declared/package.json": JSON.stringify({
    name: "installed-not-declared",
    main: "index.js",
  }),
  "node_modules/installed-not-declared/index.js": "export const x = 1;",

  "domain/fields.ts": 'import { z } from "zod";\nexport const field = z;',
  "domain/user.ts": 'import { field } from "./fields.ts";\nexport const user = field;',
  "domain/reads-files.ts": 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;',

  "server/services.ts": "export const services = {};\nexport type Services = typeof services;",
  "server/renders-app.ts": 'import { format } from "#app/lib/format.ts";\nexport const f = format;',
  "server/uses-build-tool.ts": 'import { createServer } from "vite";\nexport const c = createServer;',

  "server/registry.ts":
    'import { listNews } from "#server/features/news/list-news.ts";\nexport const registry = { listNews };\nexport type Registry = typeof registry;',
  "server/platform/keys.ts": "export const key = (name: string) => name;",
  "server/platform/cache.ts":
    'import { listNews } from "#server/features/news/list-news.ts";\nexport const cache = listNews;',
  "server/platform/handler.ts": 'import type { Registry } from "#server/registry.ts";\nexport type Handler = Registry;',
  "server/platform/boots.ts": 'import { registry } from "#server/registry.ts";\nexport const boot = registry;',
  "server/features/news/internal/rows.ts": "export const rows = [];",
  "server/features/news/list-news.ts":
    'import { key } from "#server/platform/keys.ts";\nimport { rows } from "./internal/rows.ts";\n' +
    'import { findPerson } from "#server/features/people/find-person.ts";\nexport const listNews = () => [key("n"), rows, findPerson];',
  "server/features/people/find-person.ts":
    'import { rows } from "#server/features/news/internal/rows.ts";\nexport const findPerson = rows;',
  "server/features/people/uses-api.ts": 'import { routes } from "#server/api/routes.ts";\nexport const u = routes;',
  "server/features/people/people-routes.ts":
    'import type { Registry } from "#server/registry.ts";\nexport type R = Registry;',
  "server/features/people/runs-registry.ts":
    'import { registry } from "#server/registry.ts";\nexport const r = registry;',
  "server/features/people/uses-app.ts": 'import { app } from "#server/app.ts";\nexport const a = app;',
  "server/app.ts": "export const app = {};",
  "server/api/routes.ts": 'import { rows } from "#server/features/news/internal/rows.ts";\nexport const routes = rows;',

  "app/lib/cn.ts": "export const cn = (...names: string[]) => names.join(' ');",
  "app/lib/format.ts": "export const format = (n: number) => String(n);",
  "app/load-context.ts": 'import type { Services } from "#server/services.ts";\nexport type Context = Services;',
  "app/components/tab.server.ts": 'import { services } from "#server/services.ts";\nexport const s = services;',
  "app/routes/page.tsx": 'import { services } from "#server/services.ts";\nexport const loader = () => services;',
  "app/components/panel.tsx": 'import { services } from "#server/services.ts";\nexport const p = services;',
  "app/components/ui/button.tsx": 'import { cn } from "#app/lib/cn.ts";\nexport const b = cn;',
  "app/components/ui/price.tsx": 'import { format } from "#app/lib/format.ts";\nexport const p = format;',
  "app/cycle-a.ts": 'import { b } from "./cycle-b.ts";\nexport const a = () => b;',
  "app/cycle-b.ts": 'import { a } from "./cycle-a.ts";\nexport const b = () => a;',
  "app/undeclared.ts": 'import { x } from "installed-not-declared";\nexport const y = x;',
  "app/missing.ts": 'import { gone } from "./gone.ts";\nexport const m = gone;',
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let fixture: string;
let violations: Violation[];

beforeAll(async () => {
  fixture = mkdtempSync(path.join(tmpdir(), "edf-depcruise-"));
  for (const [file, text] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  }
  const config = path.join(REPO, ".dependency-cruiser.cjs");
  const args = ["--config", config, "--output-type", "json", "app", "domain", "server"];
  // The CLI exits non-zero when it finds errors; the JSON report is on stdout either way.
  const stdout = await promisify(execFile)(DEPCRUISE, args, { cwd: fixture, maxBuffer: 16 << 20 }).then(
    (done) => done.stdout,
    (failed: { stdout: string }) => failed.stdout,
  );
  violations = (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}, 60_000);

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const reported = (rule: string) =>
  violations
    .filter((v) => v.rule.name === rule)
    .map((v) => `${v.from} -> ${v.to}`)
    .sort();

describe("the import rules (.dependency-cruiser.cjs)", () => {
  it("domain/ imports only zod and other domain files", () => {
    expect(reported("domain-imports-only-zod")).toEqual(["domain/reads-files.ts -> fs"]);
  });

  it("server/ never imports app/", () => {
    expect(reported("server-not-to-app")).toEqual(["server/renders-app.ts -> app/lib/format.ts"]);
  });

  it("in app/ only *.server.ts and route modules import server/ (import type is erased and allowed)", () => {
    expect(reported("app-to-server-only-from-server-modules")).toEqual([
      "app/components/panel.tsx -> server/services.ts",
    ]);
  });

  it("UI primitives import only other primitives and the leaf helpers", () => {
    expect(reported("ui-primitives-import-nothing-above")).toEqual([
      "app/components/ui/price.tsx -> app/lib/format.ts",
    ]);
  });

  it("import cycles are reported (once per cycle)", () => {
    expect(reported("no-circular")).toEqual(["app/cycle-a.ts -> app/cycle-b.ts"]);
  });

  it("packages must be declared in package.json, and shipped code uses no devDependencies", () => {
    expect(reported("declared-packages-only")).toEqual([
      "app/undeclared.ts -> node_modules/installed-not-declared/index.js",
    ]);
    expect(reported("shipped-code-not-to-dev-dependencies")).toEqual([
      "server/uses-build-tool.ts -> node_modules/vite/index.js",
    ]);
  });

  it("imports must resolve", () => {
    expect(reported("resolvable-imports-only")).toEqual(["app/missing.ts -> ./gone.ts"]);
  });

  it("server/platform/ imports no feature, and names the registry only by type", () => {
    expect(reported("platform-not-to-features")).toEqual([
      "server/platform/cache.ts -> server/features/news/list-news.ts",
    ]);
    expect(reported("platform-to-wiring-types-only")).toEqual(["server/platform/boots.ts -> server/registry.ts"]);
  });

  it("a feature imports platform, domain and other features, never the wiring but by the registry's type", () => {
    expect(reported("features-import-platform-domain-features")).toEqual([
      "server/features/people/uses-api.ts -> server/api/routes.ts",
      "server/features/people/uses-app.ts -> server/app.ts",
    ]);
    expect(reported("features-to-wiring-types-only")).toEqual([
      "server/features/people/runs-registry.ts -> server/registry.ts",
    ]);
  });

  it("a feature's internal/ files are imported only from inside that feature", () => {
    expect(reported("feature-internals-stay-inside")).toEqual([
      "server/features/people/find-person.ts -> server/features/news/internal/rows.ts",
    ]);
    expect(reported("feature-internals-not-outside-features")).toEqual([
      "server/api/routes.ts -> server/features/news/internal/rows.ts",
    ]);
  });

  it("reports nothing else: the allowed imports pass", () => {
    expect(violations).toHaveLength(15);
  });
});
