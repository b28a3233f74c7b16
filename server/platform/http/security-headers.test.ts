import { describe, expect, it } from "vitest";
import { pageContentSecurityPolicy } from "./security-headers.ts";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("the page CSP", () => {
  it("lets pages connect only to their own origin", () => {
    const policy = pageContentSecurityPolicy("abc");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc'");
  });

  it("in development also allows Vite's hot-reload WebSocket, and relaxes nothing else", () => {
    const strict = pageContentSecurityPolicy("abc").split("; ");
    const development = pageContentSecurityPolicy("abc", { development: true }).split("; ");
    expect(development.filter((d) => !strict.includes(d))).toEqual(["connect-src 'self' ws: wss:"]);
  });
});
