import dns from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import type { Agent } from "undici";

/**
 * Webhooks only go to the public internet: an endpoint on loopback, a
 * private or link-local network, carrier-grade NAT, multicast, broadcast or
 * any other special-purpose range would let an admin probe the server's own
 * network. WEBHOOK_ALLOW_PRIVATE=true lifts the rule (local development and
 * the project's tests).
 */
export interface TargetPolicy {
  allowPrivate?: boolean;
}

/** What the delivery log says about a refused target; it never tells what (if anything) answered there. */
export const REFUSED_TARGET_REASON = "refused: the address is not public";
/** What Settings says when an admin adds such a URL. */
export const REFUSED_URL_MESSAGE = "Enter a public URL: webhooks cannot go to localhost, private or reserved addresses.";

const REFUSED_CODE = "ERR_WEBHOOK_ADDRESS_NOT_PUBLIC";

/**
 * Whether an IP address is a public unicast one. An IPv4 address must be in
 * no special range ipaddr.js names (loopback, private, linkLocal,
 * carrierGradeNat, multicast, broadcast, reserved…). An IPv6 address is
 * public when every IPv4 address it carries (embeddedIPv4Addresses) is, and,
 * unless it is IPv4-mapped (then it is that IPv4 address), it is global
 * unicast (2000::/3) in no special range (documentation, 6to4, Teredo,
 * NAT64, benchmarking…). So `::7f00:1`, `64:ff9b::127.0.0.1` and
 * `2002:7f00:1::` are refused however they are written.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, "$1");
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === "ipv4") return isPublicIPv4(parsed as ipaddr.IPv4);
  const ipv6 = parsed as ipaddr.IPv6;
  if (!embeddedIPv4Addresses(ipv6).every(isPublicIPv4)) return false;
  if (ipv6.isIPv4MappedAddress()) return true;
  return ipv6.match(globalUnicast) && ipv6.range() === "unicast";
}

const isPublicIPv4 = (address: ipaddr.IPv4) => address.range() === "unicast";
const globalUnicast = ipaddr.parseCIDR("2000::/3") as [ipaddr.IPv6, number];

/** IPv6 prefixes whose last 32 bits are an IPv4 address. */
const lastBitsIPv4 = ["::/96", "::ffff:0:0/96", "::ffff:0:0:0/96", "64:ff9b::/96", "64:ff9b:1::/48"].map(
  (cidr) => ipaddr.parseCIDR(cidr) as [ipaddr.IPv6, number],
);
const sixToFour = ipaddr.parseCIDR("2002::/16") as [ipaddr.IPv6, number];
const teredo = ipaddr.parseCIDR("2001::/32") as [ipaddr.IPv6, number];

/**
 * Every IPv4 address an IPv6 address carries: the last 32 bits of an
 * IPv4-compatible (`::a.b.c.d`), IPv4-mapped (`::ffff:a.b.c.d`), SIIT
 * (`::ffff:0:a.b.c.d`) or NAT64 (`64:ff9b::a.b.c.d`, `64:ff9b:1::/48`)
 * address; bits 16–47 of a 6to4 address (2002::/16); a Teredo address's
 * server (bits 32–63) and client (the last 32 bits, inverted).
 */
export function embeddedIPv4Addresses(address: ipaddr.IPv6 | string): ipaddr.IPv4[] {
  const ipv6 = typeof address === "string" ? ipaddr.IPv6.parse(address) : address;
  const bytes = ipv6.toByteArray();
  const ipv4 = (offset: number, invert = false) => new ipaddr.IPv4(bytes.slice(offset, offset + 4).map((byte) => (invert ? byte ^ 0xff : byte)));
  // `::` and `::1` are IPv6's own unspecified and loopback addresses, judged as such.
  if (ipv6.range() === "unspecified" || ipv6.range() === "loopback") return [];
  if (lastBitsIPv4.some((range) => ipv6.match(range))) return [ipv4(12)];
  if (ipv6.match(sixToFour)) return [ipv4(2)];
  if (ipv6.match(teredo)) return [ipv4(4), ipv4(12, true)];
  return [];
}

/** An IP literal from a URL's hostname (brackets stripped), or null for a name. */
const ipLiteral = (hostname: string) => {
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  return ipaddr.isValid(bare) ? bare : null;
};

/** Names that always mean this machine, whatever DNS says. */
const isLocalName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

/**
 * Whether a webhook URL may be used, judged from the URL alone: its host is
 * a public IP address or a name other than localhost. (The WHATWG URL parser
 * already turns 2130706433, 0x7f000001 and 127.1 into 127.0.0.1.) Names are
 * resolved, and their addresses checked, when a delivery connects.
 */
export function isAllowedWebhookUrl(url: string, policy: TargetPolicy = {}): boolean {
  if (policy.allowPrivate) return true;
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  const literal = ipLiteral(hostname);
  if (literal) return isPublicAddress(literal);
  return hostname !== "" && !isLocalName(hostname);
}

class AddressNotPublicError extends Error {
  code = REFUSED_CODE;
  constructor(hostname: string) {
    super(`${hostname} resolves to an address that is not public`);
  }
}

/** Whether a (fetch) error, or one of its causes, is a refused target. */
export function isRefusedTarget(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as Error).cause, depth++) {
    if ((current as { code?: string }).code === REFUSED_CODE) return true;
  }
  return false;
}

/**
 * A DNS lookup that fails when any address a name resolves to is not public,
 * so a name cannot point the connection at a private address (DNS may change
 * between adding an endpoint and delivering to it).
 */
export function publicOnlyLookup(lookup: LookupFunction = dns.lookup): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    lookup(hostname, options, (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => {
      if (error) return callback(error);
      const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
      if (addresses.length === 0 || !addresses.every(isPublicAddress)) return callback(new AddressNotPublicError(hostname));
      callback(null, address, family);
    });
  }) as LookupFunction;
}

const agents = new Map<boolean, Agent>();

/**
 * fetch for webhook deliveries: the connection's DNS answers are checked
 * (unless private targets are allowed), and redirects are never followed.
 * undici is loaded with the first delivery: a site without webhooks never
 * holds it (docs/decisions/0024-memory.md).
 */
export function webhookFetch(policy: TargetPolicy & { lookup?: LookupFunction } = {}): typeof fetch {
  const allowPrivate = !!policy.allowPrivate;
  let agent = policy.lookup ? undefined : agents.get(allowPrivate);
  return (async (input: string, init: RequestInit) => {
    const undici = await import("undici");
    if (!agent) {
      const lookup = allowPrivate ? policy.lookup : publicOnlyLookup(policy.lookup);
      agent = new undici.Agent(lookup ? { connect: { lookup } } : {});
      if (!policy.lookup) agents.set(allowPrivate, agent);
    }
    return undici.fetch(input, { ...(init as Parameters<typeof undici.fetch>[1]), redirect: "manual", dispatcher: agent });
  }) as unknown as typeof fetch;
}
