import ipaddr from "ipaddr.js";
import { clientIpOf } from "./request-origin.server.ts";

/**
 * The network an address belongs to, as the velocity rules group clients:
 * its /24 for IPv4 (an IPv4-mapped IPv6 address counts as IPv4), its /48
 * for IPv6 (what one site is usually given), e.g. "203.0.113.0/24" or
 * "2001:db8:1::/48"; null for anything that is not an address. Only the
 * prefix is kept: it is all the rules compare, and it names a network, not
 * a person's connection (docs/decisions/0052-referral-velocity.md).
 */
export function networkOf(address: string): string | null {
  const bare = address.trim().replace(/^\[|\]$/g, "");
  // Four-part dotted IPv4 only: ipaddr.js also reads "10.1" or "0x7f.1" as addresses, no client sends those.
  if (!ipaddr.IPv4.isValidFourPartDecimal(bare) && !ipaddr.IPv6.isValid(bare)) return null;
  const parsed = ipaddr.process(bare);
  const bits = parsed.kind() === "ipv4" ? 24 : 48;
  const network =
    parsed.kind() === "ipv4"
      ? ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${bits}`);
  const text = network.kind() === "ipv6" ? (network as ipaddr.IPv6).toRFC5952String() : network.toString();
  return `${text}/${bits}`;
}

/** The network of the client that sent the request (the address server/app.ts found under the trust-proxy rules). */
export const clientNetworkOf = (request: Request) => networkOf(clientIpOf(request));
