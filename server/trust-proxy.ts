import net from "node:net";

// TRUST_PROXY (docs/decisions/057): who stands between visitors and the server.
// A proxy appends the address it was reached from to X-Forwarded-For, so only the
// right-hand entries were written by proxies we run; the left-hand ones are
// whatever the client sent. The client address is read from the right: past the
// given number of proxies, or past every address on the given list.

/** Off, a number of proxies in front, or the proxies' own addresses and subnets. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** More proxies than this in front of one site is a typo, not a setup. */
export const MAX_PROXY_HOPS = 10;

const TRUE_REFUSED =
  '"true" trusted the left-most X-Forwarded-For address, which any client can write. Give the number of proxies in front of the server instead (1 for one nginx or Caddy), or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8, separated by commas)';

/** An IPv4 address as a dual-stack socket reports it (::ffff:127.0.0.1) is that IPv4 address. */
const plain = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

const familyOf = (address: string) => (net.isIPv4(address) ? "ipv4" : "ipv6");

/** One entry of the list: an address or a subnet in CIDR form; null when it is neither. */
function parseEntry(entry: string): { address: string; prefix?: number } | null {
  const [address = "", prefix, extra] = entry.split("/");
  if (extra !== undefined || !net.isIP(address)) return null;
  if (prefix === undefined) return { address };
  const bits = Number(prefix);
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && bits <= max ? { address, prefix: bits } : null;
}

/** Reads the variable; an error is the sentence the start-up message shows. */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = (raw ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "0") return { value: false };
  if (text === "true") return { error: TRUE_REFUSED };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= MAX_PROXY_HOPS) return { value: { hops } };
    return { error: `${hops} proxies in front of the server is more than ${MAX_PROXY_HOPS}: give the number of proxies (1 for one nginx or Caddy)` };
  }
  const entries = text.split(",").map((e) => e.trim());
  const bad = entries.filter((e) => !parseEntry(e));
  if (bad.length === 0) return { value: { addresses: entries } };
  return {
    error: `must be the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs separated by commas (e.g. 127.0.0.1,10.0.0.0/8); "${bad.join('", "')}" is neither`,
  };
}

/**
 * Fastify's `trustProxy` function: is the address `hop` steps from the server (0:
 * the socket's peer, 1: the right-most X-Forwarded-For entry, …) one of our
 * proxies? The first one that is not is the client. Fastify's own number option
 * trusts nothing at all (it fails closed), hence a function.
 */
export function proxyTrust(setting: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (!setting) return false;
  if ("hops" in setting) {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  const list = new net.BlockList();
  for (const entry of setting.addresses) {
    const { address, prefix } = parseEntry(entry)!;
    if (prefix === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, prefix, familyOf(address));
  }
  return (address) => {
    const ip = plain(address);
    return net.isIP(ip) !== 0 && list.check(ip, familyOf(ip));
  };
}

const isLoopbackHost = (host: string) => host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * With a number of proxies, whatever connects is taken for the proxy: a server
 * listening beyond loopback lets anyone who reaches its port directly choose their
 * address. Said at start, with the two ways out; null when there is nothing to say.
 */
export function directAccessWarning(setting: TrustProxy, host: string): string | null {
  if (!setting || !("hops" in setting) || isLoopbackHost(host)) return null;
  return `TRUST_PROXY=${setting.hops} believes X-Forwarded-For from whoever connects, and the server listens on ${host}: make sure only the proxy can reach this port, or set HOST=127.0.0.1 (proxy on this machine) or TRUST_PROXY to the proxy's address.`;
}
