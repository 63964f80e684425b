import { describe, expect, it } from "vitest";
import { checkNewPasswordForm, checkSignInForm, checkSignUpForm } from "./auth-form-checks.ts";

const complete = { name: "Ada Lovelace", email: "ada@example.com", password: "Str0ng!pass", confirmPassword: "Str0ng!pass" };

describe("sign-in form checks", () => {
  it("needs both fields", () => {
    expect(checkSignInForm({ email: "ada@example.com", password: "" })).toEqual({
      title: "Missing information",
      description: "Please fill in all required fields.",
    });
    expect(checkSignInForm({ email: "   ", password: "x" })?.title).toBe("Missing information");
    expect(checkSignInForm({ email: "ada@example.com", password: "x" })).toBeNull();
  });
});

describe("sign-up form checks, first failing check wins", () => {
  it.each(["name", "email", "password", "confirmPassword"] as const)("refuses a missing %s first", (field) => {
    expect(checkSignUpForm({ ...complete, password: "short", confirmPassword: "other", [field]: "" })).toEqual({
      title: "Missing information",
      description: "Please fill in all required fields.",
    });
  });

  it("then a mismatch, even when the password is also too short", () => {
    expect(checkSignUpForm({ ...complete, password: "short", confirmPassword: "other" })).toEqual({
      title: "Passwords don't match",
      description: "Please make sure your passwords match.",
    });
  });

  it("then a length under 8", () => {
    expect(checkSignUpForm({ ...complete, password: "Ab1!xyz", confirmPassword: "Ab1!xyz" })).toEqual({
      title: "Password too short",
      description: "Password must be at least 8 characters long.",
    });
  });

  it("leaves the rest of the policy to the server", () => {
    expect(checkSignUpForm({ ...complete, password: "password1", confirmPassword: "password1" })).toBeNull();
    expect(checkSignUpForm(complete)).toBeNull();
  });

  it("checks a new password the same way", () => {
    expect(checkNewPasswordForm({ password: "", confirmPassword: "" })?.title).toBe("Missing information");
    expect(checkNewPasswordForm({ password: "Str0ng!pass", confirmPassword: "Str0ng!pas" })?.title).toBe("Passwords don't match");
    expect(checkNewPasswordForm({ password: "Ab1!", confirmPassword: "Ab1!" })?.title).toBe("Password too short");
  });
});
