import { describe, expect, it } from "vitest";
import { emailField, nameField } from "./person-fields.ts";

const local = (length: number) => "a".repeat(length);

describe("the site's name and e-mail rules", () => {
  it("takes a name of up to 100 characters, trimmed", () => {
    expect(nameField.parse(`  ${"n".repeat(100)}  `)).toBe("n".repeat(100));
    expect(nameField.safeParse("n".repeat(101)).error?.issues[0]?.message).toBe("Full Name must be at most 100 characters.");
    expect(nameField.safeParse("x".repeat(5000)).success).toBe(false);
  });

  it("takes an address of up to 254 characters with at most 64 before the @, lower-cased", () => {
    expect(emailField.parse(` ${local(64)}@Example.com `)).toBe(`${local(64)}@example.com`);
    expect(emailField.safeParse(`${local(65)}@example.com`).error?.issues[0]?.message).toBe(
      "The part of the email address before the @ must be at most 64 characters.",
    );
    const longDomain = `${Array.from({ length: 4 }, () => "d".repeat(60)).join(".")}.com`;
    expect(emailField.safeParse(`me@${longDomain}`).success).toBe(true);
    expect(`me@${longDomain}`.length).toBe(250);
    expect(emailField.safeParse(`${local(10)}@${longDomain}`).error?.issues[0]?.message).toBe("Email Address must be at most 254 characters.");
    expect(emailField.safeParse("not-an-email").error?.issues[0]?.message).toBe("Please enter a valid email address.");
  });
});
