import { describe, expect, it } from "vitest";
import { passwordResetMail, verificationMail } from "#app/features/accounts/auth-mails.server.ts";
import { unsubscribeToken } from "#app/platform/mail/mail-links.server.ts";
import { demoConfirmationMail, waitlistConfirmationMail } from "./lead-mails.server.ts";

const links = { publicUrl: "https://droids.example", secret: "unsubscribe-test-secret-0123456789-abcdef" };
const email = "ada@example.com";
const unsubscribe = `https://droids.example/unsubscribe/${unsubscribeToken(links.secret, email)}`;

describe("every mail has an unsubscribe link", () => {
  const mails = {
    waitlist: waitlistConfirmationMail({ name: "Ada", email }, links.publicUrl, {
      confirmUrl: "https://droids.example/waitlist/confirm/t",
      statusUrl: "https://droids.example/waitlist/status/s",
      unsubscribeUrl: unsubscribe,
    }),
    demo: demoConfirmationMail(
      {
        name: "Ada",
        email,
        company: "Acme",
        phone: "",
        teamSize: undefined,
        timeSlot: undefined,
        message: "",
        prompt: undefined,
        sourcePage: undefined,
        website: false,
      },
      links.publicUrl,
      unsubscribe,
    ),
    verification: verificationMail({ name: "Ada", email }, "https://droids.example/api/auth/verify-email?token=x", links),
    reset: passwordResetMail({ name: "Ada", email }, "https://droids.example/reset-password?token=x", links),
  };
  for (const [name, mail] of Object.entries(mails)) {
    it(`${name}: in the text and as a link in the HTML`, () => {
      expect(mail.text).toContain(`Unsubscribe:\n\n${unsubscribe}`);
      expect(mail.html).toContain(`<a href="${unsubscribe}">`);
    });
  }
});
