import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startSmtpPeer } from "#tests/helpers/smtp-peer.ts";
import { expectNoAxeViolations } from "./fixtures.ts";
import { createWorkerDatabase } from "./support/e2e-database.ts";
import { freePort, spawnServer } from "./support/spawn-server.ts";

// The Mail outbox of a site that sends through SMTP: a server of its own
// (the other journeys' servers have no SMTP, and read their mail in the outbox).
const ADMIN = { name: "Sam Smtp", email: "smtp-admin@e2e.droids.test", password: "Adm1n!password" };
const VICTIM = { name: "Vic Tim", email: "vic@example.com", password: "Wr1ter!password" };

/** A received mail's text, quoted-printable undone. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
/** The path of the verification link a received mail carries, as its recipient would follow it. */
const verificationLink = (raw: string) => {
  const link = /\/api\/auth\/verify-email\?[^\s"'<>]+/.exec(plain(raw))?.[0];
  expect(link, "the verification mail's link").toBeDefined();
  return link!.replaceAll("&amp;", "&");
};

test("with SMTP, the outbox hides every mail's links from admins, and an admin sends a failed mail again", async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  const smtp = await startSmtpPeer();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "droids-e2e-smtp-"));
  const database = await createWorkerDatabase(`${process.env.E2E_PORT ?? 3210}_smtp`);
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    PUBLIC_URL: origin,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ADMIN_EMAILS: ADMIN.email,
    RATE_LIMIT_AUTH: "off",
    GOOGLE_CLIENT_ID: undefined,
    GOOGLE_CLIENT_SECRET: undefined,
  });
  const visitor = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const page = await browser.newPage({ baseURL: origin });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  const mailsTo = (to: string, subject: string) => smtp.received.filter((mail) => mail.to[0] === to && plain(mail.raw).includes(`Subject: ${subject}`));
  try {
    await server.ready(port, 110_000);
    // The admin proves the address with the link of the mail the SMTP server received, and signs in.
    expect((await page.request.post("/api/auth/sign-up/email", { data: ADMIN, headers: { origin } })).ok()).toBe(true);
    await expect.poll(() => mailsTo(ADMIN.email, "Confirm your email for Droids").length).toBe(1);
    expect((await page.request.get(verificationLink(mailsTo(ADMIN.email, "Confirm your email for Droids")[0]!.raw))).ok()).toBe(true);
    expect((await page.request.post("/api/auth/sign-in/email", { data: ADMIN, headers: { origin } })).ok()).toBe(true);

    // Someone else signs up: their verification link goes to them, through SMTP.
    expect((await visitor.post("/api/auth/sign-up/email", { data: VICTIM })).ok()).toBe(true);
    await expect.poll(() => mailsTo(VICTIM.email, "Confirm your email for Droids").length).toBe(1);
    const token = /verify-email\?token=([\w.-]+)/.exec(plain(mailsTo(VICTIM.email, "Confirm your email for Droids")[0]!.raw))![1]!;

    await page.goto("/dashboard/outbox");
    await expect(page.getByTestId("outbox-mode")).toHaveText(
      "Mail goes out through SMTP: links in mails are hidden here, because each one signs in or acts for its recipient. Network errors and 4xx answers are retried for 24 hours; a failed mail can be sent again.",
    );
    await expect(page.getByTestId("oldest-waiting")).toHaveText("No mail is waiting.");
    const verification = page.getByRole("listitem").filter({ hasText: `to ${VICTIM.email}` });
    await expect(verification).toContainText("Sent");
    await verification.locator("summary").click();
    await expect(verification.locator("pre")).toContainText(`[link to localhost:${port} hidden]`);
    // Not on the page, nor in the data it hydrates from.
    expect(await page.content()).not.toContain(token);
    const hydration = await page.request.get("/dashboard/outbox.data");
    expect(hydration.status()).toBe(200);
    expect(await hydration.text()).toContain(`[link to localhost:${port} hidden]`);
    expect(await hydration.text()).not.toContain(token);

    // The SMTP server refuses the next mail for good (5xx): it fails at once.
    smtp.refuse({ code: 550, message: "No such mailbox" });
    expect((await visitor.post("/api/auth/request-password-reset", { data: { email: VICTIM.email, redirectTo: "/reset-password" } })).ok()).toBe(true);
    const reset = page.getByRole("listitem").filter({ hasText: "Reset your Droids password" });
    await expect(async () => {
      await page.reload();
      await expect(reset).toContainText("Failed", { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(reset).toContainText("Last error:");
    await expect(reset).toContainText("550");
    await expectNoAxeViolations(page);

    // Accepted again: the admin sends it again, and it goes out.
    smtp.refuse(null);
    await reset.getByRole("button", { name: `Send again: Reset your Droids password to ${VICTIM.email}` }).click();
    await expect(page.getByRole("status")).toHaveText("The mail is back in the queue and goes out shortly.");
    await expect.poll(() => mailsTo(VICTIM.email, "Reset your Droids password").length, { timeout: 30_000 }).toBe(1);
    await expect(async () => {
      await page.reload();
      await expect(reset).toContainText("Sent", { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(reset.getByRole("button", { name: /Send again/ })).toHaveCount(0);

    // A transient refusal (4xx): the mail waits for its retry, and the page says how old it is.
    smtp.refuse({ code: 451, message: "Try again later" });
    expect((await visitor.post("/api/auth/sign-up/email", { data: { ...VICTIM, name: "Carl Later", email: "carl@example.com" } })).ok()).toBe(true);
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("listitem").filter({ hasText: "to carl@example.com" })).toContainText("Retrying", { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("oldest-waiting")).toHaveText(/^Oldest waiting mail: \d+ s old, “Confirm your email for Droids” to carl@example.com\.$/);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
    await visitor.dispose();
    if (server.child.exitCode !== null) console.error(`the server exited early:\n${server.output()}`);
    await server.stop();
    await smtp.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
