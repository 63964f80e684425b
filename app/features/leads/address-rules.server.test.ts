import { describe, expect, it } from "vitest";
import { isDisposableAddress, isFreeMailDomain, mailboxOf, referralCounts } from "./address-rules.server.ts";

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

  it("reads the mailbox an address delivers to: case, +tags everywhere, Gmail dots, googlemail.com", () => {
    expect(mailboxOf(" Ada.Lovelace@Acme-Corp.io ")).toBe("ada.lovelace@acme-corp.io");
    expect(mailboxOf("ada+waitlist@acme-corp.io")).toBe("ada@acme-corp.io");
    expect(mailboxOf("ada+a+b@acme-corp.io")).toBe("ada@acme-corp.io");
    expect(mailboxOf("A.d.A+x@gmail.com")).toBe("ada@gmail.com");
    expect(mailboxOf("a.da@GoogleMail.com")).toBe("ada@gmail.com");
    // Dots matter elsewhere; a local part that is only a tag is kept whole.
    expect(mailboxOf("a.da@outlook.com")).toBe("a.da@outlook.com");
    expect(mailboxOf("+tag@acme-corp.io")).toBe("+tag@acme-corp.io");
  });

  it("never counts a referral from another spelling of the referrer's own mailbox", () => {
    expect(referralCounts("ada@acme-corp.io", "Ada+second@acme-corp.io")).toBe(false);
    expect(referralCounts("ada.lovelace@acme-corp.io", "adalovelace@acme-corp.io")).toBe(true);
  });
});
