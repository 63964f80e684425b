import { describe, expect, it } from "vitest";
import { isVouchedAddressProof, vouchedAddressProof } from "./address-proof.server.ts";

const secret = "a-test-secret-of-at-least-32-characters";

describe("a vouched address", () => {
  it("a vouched address holds for its address (any case), with our secret, for 10 minutes", () => {
    const now = new Date(Date.UTC(2026, 10, 1, 12));
    const proof = vouchedAddressProof(secret, "Ada@Example.com", now);
    expect(isVouchedAddressProof(secret, proof, "ada@example.com", now)).toBe(true);
    expect(isVouchedAddressProof(secret, proof, "eve@example.com", now)).toBe(false);
    expect(isVouchedAddressProof("another-secret-of-at-least-32-chars", proof, "ada@example.com", now)).toBe(false);
    expect(isVouchedAddressProof(secret, proof, "ada@example.com", new Date(now.getTime() + 10 * 60_000))).toBe(false);
    for (const bad of [undefined, 42, "", "no-dot", `${Date.now() + 1e9}.forged`])
      expect(isVouchedAddressProof(secret, bad, "ada@example.com", now)).toBe(false);
  });
});
