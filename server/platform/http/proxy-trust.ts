import { BlockList, isIP } from "node:net";

/**
 * Which hops in front of the server are ours (TRUST_PROXY, decision 0045). A balancer appends the
 * address it saw to X-Forwarded-For; everything to the left of that was written by the client.
 * So only as many right-most entries are believed as there are balancers we run.
 *
 * - `false`: no balancer; the socket's address is the client's and X-Forwarded-For is ignored.
 * - `{ hops: n }`: n balancers in a row (`TRUST_PROXY=true` is one). The client is the n-th entry
 *   from the right.
 * - `{ addresses }`: the balancers' addresses or CIDR ranges. Entries are believed from the right
 *   while the hop that wrote them is one of these; a direct connection from any other address
 *   has its X-Forwarded-For ignored.
 */
export type ProxyTrust = false | { hops: number } | { addresses: string[] };

/** TRUST_PROXY's value: "false", "true", a hop count, or a comma-separated list of addresses/CIDRs. */
export function parseProxyTrust(value: string): ProxyTrust | { error: string } {
  const text = value.trim();
  if (text === "" || text === "false") return false;
  if (text === "true") return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : hops <= 10 ? { hops } : { error: "a hop count is at most 10" };
  }
  const addresses = text.split(",").map((part) => part.trim());
  const bad = addresses.find((address) => !validRange(address));
  if (bad !== undefined) {
    return {
      error: `"${bad}" is not an address or CIDR range; use true, false, a hop count or addresses like 10.0.0.5,10.1.0.0/16`,
    };
  }
  return { addresses };
}

function validRange(text: string) {
  const [address, bits, ...rest] = text.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's trustProxy option as a function of (address, hop index from the socket). A function,
 * not a number: this Fastify treats a bare hop count as trusting nothing.
 */
export function trustFunction(
  trust: ProxyTrust | boolean | undefined,
): false | ((address: string, hop: number) => boolean) {
  if (!trust) return false;
  if (trust === true) return trustFunction({ hops: 1 });
  if ("hops" in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const range of trust.addresses) {
    const [address, bits] = range.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; BlockList matches it to IPv4 rules.
    return isIP(address) !== 0 && list.check(address, type);
  };
}
