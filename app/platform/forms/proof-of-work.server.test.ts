import { describe, expect, it } from "vitest";
import { createPowChallenge, checkPowSolution, POW_LIFETIME_MS, POW_MAX_NUMBER, powKeyOf } from "./proof-of-work.server.ts";
import { solvedPow } from "#tests/helpers/proof-of-work.ts";

const secret = "proof-of-work-unit-secret-0123456789";
const decode = (value: string) => JSON.parse(Buffer.from(value, "base64").toString("utf8")) as Record<string, unknown>;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

describe("proof-of-work challenges", () => {
  it("creates a signed SHA-256 challenge that expires after the lifetime", async () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const challenge = await createPowChallenge(secret, now);
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: POW_MAX_NUMBER });
    expect(challenge.salt).toContain(`expires=${(now.getTime() + POW_LIFETIME_MS) / 1000}`);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("derives the HMAC key from the secret without being the secret", () => {
    expect(powKeyOf(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(powKeyOf(secret)).not.toBe(powKeyOf(`${secret}x`));
    expect(powKeyOf(secret)).not.toContain(secret);
  });

  it("accepts a solved challenge", async () => {
    expect((await checkPowSolution(await solvedPow(secret), secret)).verdict).toBe("ok");
  });

  it("says a solution is missing, wrong, signed with another key, or expired", async () => {
    expect((await checkPowSolution(undefined, secret)).verdict).toBe("missing");
    expect((await checkPowSolution("", secret)).verdict).toBe("missing");
    expect((await checkPowSolution("not base64 json", secret)).verdict).toBe("invalid");
    const solution = await solvedPow(secret);
    expect((await checkPowSolution(encode({ ...decode(solution), number: (decode(solution).number as number) + 1 }), secret)).verdict).toBe("invalid");
    expect((await checkPowSolution(encode({ ...decode(solution), algorithm: "SHA-1" }), secret)).verdict).toBe("invalid");
    expect((await checkPowSolution(await solvedPow("another-secret-0123456789abcdef"), secret)).verdict).toBe("invalid");
    const old = await solvedPow(secret, new Date(Date.now() - POW_LIFETIME_MS - 1000));
    expect((await checkPowSolution(old, secret)).verdict).toBe("expired");
  });
});
