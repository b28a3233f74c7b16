// `npm run build`: the production build, stamped with the fingerprint of the sources it was made from
// (taken before building, so an edit made during the build makes the next `npm start` rebuild).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { recordFingerprint, sourceFingerprint } from "./build-fingerprint.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const fingerprint = sourceFingerprint(root);
const reactRouter = path.join(root, "node_modules", ".bin", "react-router");
const result = spawnSync(reactRouter, ["build"], { cwd: root, stdio: "inherit", env: process.env });
if (result.status !== 0) process.exit(result.status ?? 1);
recordFingerprint(buildDir, fingerprint);
