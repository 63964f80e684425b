import http from "node:http";
import { powVia } from "#tests/helpers/proof-of-work.ts";
import type { AddressInfo } from "node:net";
import { verifyWebhook } from "#app/features/webhooks/webhook-signature.ts";
import { expect, expectNoAxeViolations, failedRequest, grantRole, test } from "./fixtures.ts";

/**
 * An admin adds a webhook endpoint in Settings; a join is delivered to it,
 * signed, and the delivery and its attempt show on /dashboard/webhooks.
 */
test("an admin adds an endpoint; a join is delivered, signed, and logged with its attempt", async ({ page, signInAs, allowConsoleError }) => {
  // The ftp:// endpoint is refused with 400.
  allowConsoleError(failedRequest(400, "POST", "/dashboard/settings.data"));
  const received: { event: string; verified: boolean; email: string }[] = [];
  let secret = "";
  const receiver = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const verified = verifyWebhook(secret, { signature: String(req.headers["x-signature"]), timestamp: String(req.headers["x-timestamp"]) }, raw);
      received.push({ event: String(req.headers["x-webhook-event"]), verified, email: JSON.parse(raw).data.email });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${Date.now()}`;

  try {
    await signInAs("admin");
    await page.goto("/dashboard/settings");
    const section = page.getByRole("region", { name: "Webhooks" });
    await section.getByRole("button", { name: "Add endpoint" }).click();
    // The browser's own check stops an empty URL; the server's words show for a wrong scheme.
    await section.getByLabel("Endpoint URL").fill("ftp://example.com/hooks");
    await section.getByLabel("Endpoint URL").evaluate((input) => input.setAttribute("type", "text"));
    await section.getByRole("button", { name: "Add endpoint" }).click();
    await expect(section.getByRole("status")).toHaveText("Enter a full http:// or https:// URL.");

    await section.getByLabel("Endpoint URL").fill(url);
    await section.getByRole("checkbox", { name: /demo\.requested/ }).uncheck();
    await section.getByRole("button", { name: "Add endpoint" }).click();
    await expect(section.getByRole("status")).toHaveText(`Added ${url}. Its signing secret is below.`);
    const endpoint = section.getByTestId("webhook-endpoint").filter({ hasText: url });
    await expect(endpoint).toContainText("waitlist.joined, waitlist.confirmed");
    secret = (await endpoint.getByTestId("webhook-secret").innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(page);

    const email = `hooked-${Date.now()}@northwind-labs.dev`;
    expect((await page.request.post("/api/v1/waitlist", { data: { altcha: await powVia(page.request), name: "Hook Test", email } })).ok()).toBe(true);
    await expect
      .poll(() => received.filter((delivery) => delivery.email === email), { timeout: 15_000 })
      .toEqual([{ event: "waitlist.joined", verified: true, email }]);

    await page.goto("/dashboard/webhooks");
    // Journeys running beside this one confirm entries too, so the endpoint may hold other deliveries: pick this join's.
    const delivery = page.getByTestId("webhook-delivery").filter({ hasText: url }).filter({ hasText: email });
    await expect(delivery).toContainText("waitlist.joined");
    await expect(delivery).toContainText("delivered");
    await expect(delivery).toContainText("1 attempt");
    await delivery.locator("summary").click();
    await expect(delivery.getByRole("cell", { name: "HTTP 200" })).toBeVisible();
    await expect(delivery.locator("pre")).toContainText(email);
    await expectNoAxeViolations(page);

    // Deleting asks first, then the endpoint (and its deliveries) are gone.
    await page.goto("/dashboard/settings");
    await endpoint.getByLabel(`Delete ${url}`).click();
    await endpoint.getByRole("button", { name: "Yes, delete" }).click();
    await expect(section.getByRole("status")).toHaveText("The endpoint and its deliveries are deleted.");
    await expect(section.getByTestId("webhook-endpoint").filter({ hasText: url })).toHaveCount(0);
  } finally {
    receiver.close();
  }
});

/**
 * A webhook acts for the admin responsible for it: once its maker is no
 * longer an admin, Settings shows it disabled and why, nothing is sent, and
 * another admin re-enables it (taking it over).
 */
test("an endpoint whose maker is demoted is disabled with the reason; another admin re-enables it and deliveries resume", async ({
  page,
  signInAs,
  siteAdmin,
  storedRows,
}) => {
  const received: string[] = [];
  const receiver = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      received.push(JSON.parse(raw).data.email);
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/demoted-${Date.now()}`;
  try {
    const maker = await signInAs("admin", { name: "Dora Demoted" });
    await page.goto("/dashboard/settings");
    const section = page.getByRole("region", { name: "Webhooks" });
    await section.getByLabel("Endpoint URL").fill(url);
    await section.getByRole("button", { name: "Add endpoint" }).click();
    await expect(section.getByRole("status")).toHaveText(`Added ${url}. Its signing secret is below.`);

    await grantRole(siteAdmin, storedRows, maker.email, "user");
    await signInAs("admin", { name: "Rhea Enabler" });
    const endpoint = section.getByTestId("webhook-endpoint").filter({ hasText: url });
    // The delivery worker notices within a few seconds (it runs every 5 s, and at every event).
    await expect(async () => {
      await page.goto("/dashboard/settings");
      await expect(endpoint.getByTestId("webhook-disabled")).toContainText(
        `Disabled: made by Dora Demoted (${maker.email}), who is no longer an admin. Nothing is delivered to it until an admin re-enables it (the admin who does becomes responsible for it).`,
        { timeout: 1000 },
      );
    }).toPass({ timeout: 15_000 });
    await expectNoAxeViolations(page);

    const ignored = `ignored-${Date.now()}@northwind-labs.dev`;
    expect((await page.request.post("/api/v1/waitlist", { data: { altcha: await powVia(page.request), name: "Not Sent", email: ignored } })).ok()).toBe(true);

    await endpoint.getByRole("button", { name: `Re-enable ${url}` }).click();
    await expect(section.getByRole("status")).toHaveText("The endpoint is enabled again: new events are delivered, on your behalf.");
    await expect(endpoint.getByTestId("webhook-disabled")).toHaveCount(0);
    const email = `resumed-${Date.now()}@northwind-labs.dev`;
    expect((await page.request.post("/api/v1/waitlist", { data: { altcha: await powVia(page.request), name: "Sent Again", email } })).ok()).toBe(true);
    await expect.poll(() => received.filter((address) => address === email || address === ignored), { timeout: 15_000 }).toEqual([email]);

    await endpoint.getByLabel(`Delete ${url}`).click();
    await endpoint.getByRole("button", { name: "Yes, delete" }).click();
    await expect(section.getByRole("status")).toHaveText("The endpoint and its deliveries are deleted.");
  } finally {
    receiver.close();
  }
});
