import { readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestContext } from "./test-app.ts";
import { testDatabases } from "./test-databases.ts";

// Issue 22, item 13: a client that half-closes its side after sending its request (a FIN, as
// `nc -N` or some proxies do) must still get the whole answer. Before the fix static files and
// streamed pages answered nothing: Node ended the socket at the client's FIN.
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

/** One request on a raw socket that half-closes right after it; what came back before the close. */
function halfClosedGet(port: number, url: string, encoding: string) {
  return new Promise<{ status: string; bytes: number }>((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port, allowHalfOpen: true }, () => {
      socket.end(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const all = Buffer.concat(chunks);
      const head = all.indexOf("\r\n\r\n");
      resolve({
        status: all.subarray(0, all.indexOf("\r\n")).toString("latin1"),
        bytes: head < 0 ? 0 : all.length - head - 4,
      });
    });
  });
}

describe("a client that half-closes after its request", () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0], { web: true });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t?.close());

  const script = readdirSync(path.join(BUILD_DIR, "client", "assets")).find((name) => name.endsWith(".js"));
  it.each([
    ["a static file", "/favicon.ico"],
    ["a built script", `/assets/${script}`],
    ["a page", "/"],
    ["an API answer", "/api/session"],
  ])("gets %s whole, plain and compressed (%s)", async (_what, url) => {
    for (const encoding of ["identity", "br, gzip"]) {
      const answer = await halfClosedGet(port, url, encoding);
      expect(answer.status, `${url} ${encoding}`).toBe("HTTP/1.1 200 OK");
      expect(answer.bytes, `${url} ${encoding}`).toBeGreaterThan(0);
    }
  });
});
