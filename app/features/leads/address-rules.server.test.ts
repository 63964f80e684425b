import { describe, expect, it } from "vitest";
import { isDisposableAddress, isFreeMailDomain, referralCounts } from "./address-rules.server.ts";

describe("address rules", () => {
  it("knows disposable domains and free-mail providers from the maintained lists", () => {
    expect(isDisposableAddress("someone@mailinator.com")).toBe(true);
    expect(isDisposableAddress("Someone@Mailinator.COM")).toBe(true);
    expect(isDisposableAddress("ada@acme-corp.io")).toBe(false);
    expect(isFreeMailDomain("gmail.com")).toBe(true);
    expect(isFreeMailDomain("outlook.com")).toBe(true);
    expect(isFreeMailDomain("acme-corp.io")).toBe(false);
  });

  it("counts a referral from a colleague or another provider", () => {
    expect(referralCounts("ada@acme-corp.io", "grace@acme-corp.io")).toBe(true);
    expect(referralCounts("ada@gmail.com", "grace@outlook.com")).toBe(true);
    expect(referralCounts("ada@acme-corp.io", "grace@gmail.com")).toBe(true);
  });

  it("never counts a self-referral, a disposable referee, or the referrer's own free-mail or disposable domain", () => {
    expect(referralCounts("ada@acme-corp.io", "ADA@acme-corp.io")).toBe(false);
    expect(referralCounts("ada@acme-corp.io", "burner@mailinator.com")).toBe(false);
    expect(referralCounts("ada@gmail.com", "ada.second@gmail.com")).toBe(false);
    expect(referralCounts("ada@mailinator.com", "bob@mailinator.com")).toBe(false);
  });
});
