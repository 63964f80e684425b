import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "./request-origin.server.ts";
import { clientNetworkOf, networkOf } from "./client-network.server.ts";

describe("networkOf", () => {
  it("keeps an IPv4 address's /24 and an IPv6 address's /48", () => {
    expect(networkOf("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("2001:db8:1:2:3::9")).toBe("2001:db8:1::/48");
    expect(networkOf("[2001:DB8:abcd:ff00::1]")).toBe("2001:db8:abcd::/48");
  });

  it("reads an IPv4-mapped IPv6 address (Node's dual-stack sockets) as IPv4", () => {
    expect(networkOf("::ffff:198.51.100.4")).toBe("198.51.100.0/24");
  });

  it("knows no network for what is not an address", () => {
    for (const value of ["", "unknown", "203.0.113", "1.2.3.4.5", "x::y"]) expect(networkOf(value)).toBeNull();
  });

  it("reads the client address server/app.ts put on the request", () => {
    expect(clientNetworkOf(new Request("http://localhost/", { headers: { [CLIENT_IP_HEADER]: "192.0.2.200" } }))).toBe("192.0.2.0/24");
    expect(clientNetworkOf(new Request("http://localhost/"))).toBeNull();
  });
});
