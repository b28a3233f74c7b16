// `npm start`: build the app if there is no build yet, then run the server in this process
// (so SIGTERM and SIGINT reach its graceful shutdown directly).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { register } from "tsx/esm/api";

// The server's own default is production (server/env.ts); React and React Router read the same
// variable when first imported, and without it run their development builds (several times slower).
process.env.NODE_ENV ??= "production";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log("No production build yet: building (about a minute)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
register();
await import("../server/index.ts");
