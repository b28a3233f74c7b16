import { describe, expect, it } from "vitest";
import { parseEnv } from "#server/platform/env.ts";
import { parseProxyTrust, trustFunction } from "./proxy-trust.ts";

describe("TRUST_PROXY", () => {
  it("reads true as one balancer, a hop count, or the balancers' addresses", () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "true" }).trustProxy).toEqual({ hops: 1 });
    expect(parseEnv({ TRUST_PROXY: "2" }).trustProxy).toEqual({ hops: 2 });
    expect(parseEnv({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,::1" }).trustProxy).toEqual({
      addresses: ["10.0.0.5", "10.1.0.0/16", "::1"],
    });
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: "yes" is not an address/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(parseProxyTrust("11")).toEqual({ error: "a hop count is at most 10" });
  });

  it("believes only as many right-most hops as there are balancers", () => {
    const one = trustFunction(true) as (address: string, hop: number) => boolean;
    // Hop 0 is the socket (the balancer), hop 1 the entry it appended: the client, not trusted further.
    expect([one("10.0.0.1", 0), one("6.6.6.6", 1)]).toEqual([true, false]);
    const listed = trustFunction({ addresses: ["10.1.0.0/16", "127.0.0.1"] }) as (a: string, h: number) => boolean;
    expect([listed("10.1.2.3", 0), listed("::ffff:127.0.0.1", 0), listed("10.2.0.1", 0), listed("", 0)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(trustFunction(false)).toBe(false);
  });
});
