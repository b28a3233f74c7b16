// `npm start`: build the app unless the build was made from the sources as they are now (see
// scripts/build-fingerprint.ts), then run the server in this process (so SIGTERM and SIGINT reach its
// graceful shutdown directly).
import { spawnSync } from "node:child_process";
import { register as registerHooks } from "node:module";
import path from "node:path";
import { register } from "tsx/esm/api";

// The server's own default is production (server/platform/env.ts); React and React Router read the same
// variable when first imported, and without it run their development builds (several times slower).
process.env.NODE_ENV ??= "production";

register();
const root = path.resolve(import.meta.dirname, "..");
const { staleBuildReason } = await import("./build-fingerprint.ts");
// The server resolves BUILD_DIR from the working directory too (npm runs scripts from the root).
// (NODE_ENV=development runs Vite's dev server from source instead: nothing to build.)
const stale =
  process.env.NODE_ENV === "development"
    ? null
    : staleBuildReason(root, path.resolve(process.env.BUILD_DIR ?? "build"));
if (stale) {
  console.log(`${stale}: building (about a minute)...`);
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", "build.ts")], {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Production builds of the dependencies that would otherwise load their development one
// (scripts/production-builds.mjs); registered before anything imports them.
if (process.env.NODE_ENV === "production") registerHooks("./production-builds.mjs", import.meta.url);
await import("#server/index.ts");
