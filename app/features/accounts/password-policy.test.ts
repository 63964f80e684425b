import { describe, expect, it } from "vitest";
import { missingPasswordRequirements, passwordPolicyMessage } from "./password-policy.ts";

describe("password policy", () => {
  it("accepts a password with every kind of character", () => {
    expect(passwordPolicyMessage("Str0ng!pass")).toBeNull();
    expect(passwordPolicyMessage("Ünïcode9€x")).toBeNull();
  });

  it.each([
    ["password1", "Password must contain an upper-case letter and a symbol."],
    ["PASSWORD1!", "Password must contain a lower-case letter."],
    ["Password!", "Password must contain a number."],
    ["Password1", "Password must contain a symbol."],
    ["abcdefgh", "Password must contain an upper-case letter, a number and a symbol."],
    ["Ab1!", "Password must contain at least 8 characters."],
    ["        ", "Password must contain a lower-case letter, an upper-case letter, a number and a symbol."],
  ])("names what %j lacks", (password, message) => {
    expect(passwordPolicyMessage(password)).toBe(message);
  });

  it("refuses passwords longer than 128 characters", () => {
    expect(passwordPolicyMessage(`Aa1!${"x".repeat(125)}`)).toBe("Password must be at most 128 characters long.");
  });

  it("lists the missing requirements in a fixed order", () => {
    expect(missingPasswordRequirements("")).toEqual(["at least 8 characters", "a lower-case letter", "an upper-case letter", "a number", "a symbol"]);
  });
});
