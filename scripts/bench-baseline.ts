// The bench's baseline: a bare `node:http` server that answers every request, whatever its method
// or path, with one canned response held in memory. `scripts/bench.ts` runs it as a child process
// (`node --import tsx scripts/bench-baseline.ts <response.json>`) so that it never shares an event
// loop with autocannon, and reads the port it listens on from an IPC message.
//
// <response.json>: { "status": 200, "headers": { "content-type": "..." }, "bodyBase64": "..." }
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface CannedResponse {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

/** What the baseline tells its parent once it listens. */
export interface BaselineReady {
  type: "listening";
  port: number;
}

function loadResponse(file: string): { status: number; headers: Record<string, string>; body: Buffer } {
  const canned = JSON.parse(readFileSync(file, "utf8")) as CannedResponse;
  const body = Buffer.from(canned.bodyBase64, "base64");
  return { status: canned.status, headers: { ...canned.headers, "content-length": String(body.length) }, body };
}

function main(): void {
  const file = process.argv[2];
  if (!file || !process.send) {
    console.error("usage: run by scripts/bench.ts with an IPC channel: bench-baseline.ts <response.json>");
    process.exit(2);
  }
  const { status, headers, body } = loadResponse(file);

  const server = http.createServer((request, response) => {
    // Drain any request body (POST) before answering, as a real handler would.
    request.resume();
    request.on("end", () => {
      response.writeHead(status, headers);
      response.end(body);
    });
  });

  server.listen(0, "127.0.0.1", () => {
    const ready: BaselineReady = { type: "listening", port: (server.address() as AddressInfo).port };
    process.send?.(ready);
  });

  const stop = () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // If the parent dies without signalling, do not linger.
  process.on("disconnect", stop);
}

main();
