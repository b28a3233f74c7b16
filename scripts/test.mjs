// `npm test`: the checks and the build side by side (lint, typecheck and build read the sources and
// write nothing the others read), then Vitest, then Playwright (both need the build). Each of the
// first three prints its output whole once it finishes; any failure stops the run (decision 0061).
import { spawn } from "node:child_process";

/** Run a command; resolves with its exit code and, when `quiet`, the output it printed. */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ code: 1, output: String(error) }));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const npx = process.platform === "win32" ? "npx.cmd" : "npx";

const checks = await Promise.all(
  ["lint", "typecheck", "build"].map(async (script) => {
    const started = Date.now();
    const { code, output } = await run(npm, ["run", script], { quiet: true });
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`=== npm run ${script} ${code === 0 ? "passed" : "FAILED"} (${seconds} s)\n${output.trimEnd()}\n`);
    return { script, code };
  }),
);
const failed = checks.filter((check) => check.code !== 0).map((check) => check.script);
if (failed.length) {
  console.error(`npm test: ${failed.join(", ")} failed`);
  process.exit(1);
}

for (const [command, args] of [
  [npx, ["vitest", "run"]],
  [npx, ["playwright", "test"]],
]) {
  const { code } = await run(command, args);
  if (code !== 0) process.exit(code);
}
