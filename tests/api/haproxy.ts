import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const HAPROXY = "/usr/sbin/haproxy";
export const haproxyInstalled = existsSync(HAPROXY);

/** A free TCP port on 127.0.0.1 (the balancer's frontend needs one before it starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real HAProxy in front of `backends` (round robin), configured as decision 0045 documents:
 * `option forwardfor` appends the address it saw to X-Forwarded-For and keeps what the client sent.
 */
export async function startHaproxy(backends: number[]) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "edf-haproxy-"));
  const config = path.join(dir, "haproxy.cfg");
  writeFileSync(
    config,
    [
      "defaults",
      "  mode http",
      "  option forwardfor",
      "  timeout connect 2s",
      "  timeout client 10s",
      "  timeout server 10s",
      "frontend web",
      `  bind 127.0.0.1:${port}`,
      "  default_backend instances",
      "backend instances",
      "  balance roundrobin",
      ...backends.map((backend, i) => `  server s${i} 127.0.0.1:${backend}`),
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(HAPROXY, ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  for (let i = 0; ; i++) {
    const up = await send({ port, path: "/healthz" }).catch(() => undefined);
    if (up) break;
    if (child.exitCode !== null || i > 100) throw new Error(`HAProxy did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request from a chosen loopback source address (all of 127.0.0.0/8 is this machine), so
 * a test has several real clients without trusting a header to say so.
 */
export function send(options: {
  port: number;
  path: string;
  method?: string;
  from?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: options.port,
        path: options.path,
        method: options.method ?? "GET",
        localAddress: options.from ?? "127.0.0.1",
        headers: options.headers,
        agent: false,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
