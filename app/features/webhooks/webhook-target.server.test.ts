import { describe, expect, it } from "vitest";
import { parseConfig } from "#app/platform/config.server.ts";
import { embeddedIPv4Addresses, isAllowedWebhookUrl, isPublicAddress } from "./webhook-target.server.ts";

describe("webhook targets", () => {
  it("refuses every way of writing a loopback, private or special address", () => {
    const refused = [
      "http://127.0.0.1:8080/",
      "http://localhost/",
      "http://LOCALHOST./hooks",
      "http://api.localhost/",
      "http://[::1]/",
      "http://0.0.0.0/",
      "http://2130706433/",
      "http://0x7f000001/",
      "http://127.1/",
      "http://0177.0.0.1/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:10.0.0.1]/",
      "http://[::]/",
      "http://10.1.2.3/",
      "http://172.16.0.1/",
      "http://172.31.255.255/",
      "http://192.168.1.1/",
      "http://169.254.169.254/latest/meta-data",
      "http://100.64.0.1/",
      "http://224.0.0.1/",
      "http://255.255.255.255/",
      "http://[fc00::1]/",
      "http://[fd12:3456::1]/",
      "http://[fe80::1]/",
      "http://[ff02::1]/",
      "not a url",
    ];
    expect(refused.filter((url) => isAllowedWebhookUrl(url))).toEqual([]);
  });

  it("allows public addresses and names, and anything when private targets are allowed", () => {
    const allowed = [
      "https://hooks.example.com/a",
      "http://8.8.8.8/",
      "https://1.1.1.1:8443/x",
      "http://172.32.0.1/",
      "http://[2606:4700:4700::1111]/",
      "http://11.0.0.1/",
    ];
    expect(allowed.filter((url) => !isAllowedWebhookUrl(url))).toEqual([]);
    expect(isAllowedWebhookUrl("http://127.0.0.1:9/", { allowPrivate: true })).toBe(true);
  });

  it("judges resolved addresses, IPv4-mapped IPv6 as the IPv4 address it carries", () => {
    expect(["127.0.0.1", "::1", "::ffff:7f00:1", "::ffff:192.168.0.1", "10.0.0.1", "fd00::1", "0.0.0.0", "nonsense"].filter(isPublicAddress)).toEqual([]);
    expect(["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946", "::ffff:8.8.8.8"].every(isPublicAddress)).toBe(true);
  });

  it("refuses an IPv6 address that carries a non-public IPv4 address, in every notation, and IPv6 outside global unicast", () => {
    const refused = [
      "http://[::7f00:1]/",
      "http://[::127.0.0.1]/",
      "http://[::a00:1]/",
      "http://[0:0:0:0:0:0:7f00:1]/",
      "http://[0:0:0:0:0:ffff:7f00:1]/",
      "http://[::ffff:0:7f00:1]/",
      "http://[64:ff9b::127.0.0.1]/",
      "http://[64:ff9b:1::a9fe:a9fe]/",
      "http://[2002:7f00:1::]/",
      "http://[2002:a9fe:a9fe::1]/",
      "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/",
      "http://[::1:0:0:1]/",
      "http://[100::1]/",
      "http://[2001:db8::1]/",
      "http://[3fff::1]/",
      "http://[fec0::1]/",
    ];
    expect(refused.filter((url) => isAllowedWebhookUrl(url))).toEqual([]);
    expect(["::7f00:1", "::ffff:0:a00:1", "64:ff9b::c0a8:1", "2002:c0a8:1::1", "2001:0:7f00:1::1"].filter(isPublicAddress)).toEqual([]);
  });

  it("finds the IPv4 address each IPv6 notation carries", () => {
    const carried = (address: string) => embeddedIPv4Addresses(address).map(String);
    expect(carried("::7f00:1")).toEqual(["127.0.0.1"]);
    expect(carried("::ffff:10.0.0.1")).toEqual(["10.0.0.1"]);
    expect(carried("::ffff:0:a9fe:a9fe")).toEqual(["169.254.169.254"]);
    expect(carried("64:ff9b::808:808")).toEqual(["8.8.8.8"]);
    expect(carried("2002:c0a8:101::1")).toEqual(["192.168.1.1"]);
    // Teredo: the server's address, then the client's (stored inverted).
    expect(carried("2001:0:4136:e378:8000:63bf:80ff:fffe")).toEqual(["65.54.227.120", "127.0.0.1"]);
    expect(carried("2606:4700:4700::1111")).toEqual([]);
  });

  it("WEBHOOK_ALLOW_PRIVATE is off by default and takes only true or false", () => {
    expect(parseConfig({}).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(parseConfig({ WEBHOOK_ALLOW_PRIVATE: "true" }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(parseConfig({ WEBHOOK_ALLOW_PRIVATE: "false" }).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(() => parseConfig({ WEBHOOK_ALLOW_PRIVATE: "yes" })).toThrow(
      'Invalid environment variable WEBHOOK_ALLOW_PRIVATE: must be true or false (got "yes")',
    );
  });
});
