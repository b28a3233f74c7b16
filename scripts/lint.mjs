// `npm run lint`: ESLint, Prettier's check, the import rules (dependency-cruiser) and the docs'
// citations (scripts/lint-docs.ts, decision 0055), side by side: ESLint, the slowest, on one core,
// the other three one after the other on the second. Each tool's output is printed whole once it
// finishes; the run fails if any of them does.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const CACHE = path.join(root, "node_modules", ".cache");

/** vite.config.ts, react-router.config.ts and the other root configs. */
function configs() {
  return readdirSync(root).filter((name) => name.endsWith(".config.ts"));
}

const CHECKS = {
  eslint: ["--cache", "--cache-location", `${CACHE}/eslint/`, "--cache-strategy", "content", "--color", "."],
  prettier: ["--check", "--cache", "."],
  depcruise: [
    "--config",
    ".dependency-cruiser.cjs",
    "--output-type",
    "err",
    "app",
    "domain",
    "server",
    "scripts",
    "tests",
    ...configs(),
  ],
  docs: ["scripts/lint-docs.ts"],
};

/** The executable of each check: its own bin, but tsx for the docs check. */
const BIN = { docs: "tsx" };

function run(tool) {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules", ".bin", BIN[tool] ?? tool), CHECKS[tool], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ tool, code: 1, output: String(error) }));
    child.on("close", (code) => {
      console.log(`--- ${tool} ${code === 0 ? "passed" : "FAILED"}\n${output.trimEnd()}`);
      resolve({ tool, code });
    });
  });
}

const results = (
  await Promise.all([run("eslint"), run("prettier").then(async (p) => [p, await run("depcruise"), await run("docs")])])
).flat();
const failed = results.filter((result) => result.code !== 0).map((result) => result.tool);
if (failed.length) {
  console.error(`\nnpm run lint: ${failed.join(", ")} failed`);
  process.exit(1);
}
