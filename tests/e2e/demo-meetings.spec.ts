import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/** The requester's browser runs in New York: the times read in its zone. */
test.use({ timezoneId: "America/New_York" });

const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The lines of an invite that say what it does to the calendar. */
const inviteLines = (ics: string) => ics.split(/\r?\n/).filter((line) => /^(METHOD|UID|SEQUENCE|STATUS):/.test(line));

test.describe("demo meetings", () => {
  test("a requester books a time from the mail, reschedules and cancels it, and the mails carry REQUEST, a higher SEQUENCE, then CANCEL", async ({
    page,
    signUp,
    readMail,
    storedRows,
  }) => {
    // A team member who takes demos around the clock, every day.
    const member = await signUp({ name: "Ada Lovelace", label: "member" });
    const [{ id: memberId }] = (await storedRows<{ id: string }>(`update "user" set role = 'admin' where email = $1 returning id`, [member.email])) as [
      { id: string },
    ];
    await storedRows(
      `insert into team_availability (user_id, time_zone, windows) values ($1, 'UTC', $2::jsonb) on conflict (user_id) do update set windows = excluded.windows`,
      [memberId, JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: "00:00", end: "24:00" })))],
    );

    const email = unique("booker");
    await page.goto("/demo");
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Company" }).fill("US Navy");
    await page.getByRole("button", { name: /Schedule/ }).click();
    await expect(page.getByText("Demo Scheduled!").first()).toBeVisible();
    // The browser's zone went along with the form.
    await expect
      .poll(async () => storedRows(`select m.time_zone from demo_meetings m join demo_requests r on r.id = m.demo_request_id where r.email = $1`, [email]))
      .toEqual([{ time_zone: "America/New_York" }]);

    const offer = await readMail(email, "Your Droids demo request: pick a time");
    expect(offer.text).toContain("(times in America/New_York)");
    const bookLinks = offer.links.filter((link) => /^\/demo\/book\/[\w-]{32}\?start=/.test(link));
    expect(bookLinks.length).toBeGreaterThanOrEqual(2);

    const invites = async (subject: string) => {
      const [row] = await storedRows<{ attachments: { contentType: string; content: string }[] }>(
        `select attachments from mail_outbox where "to" = $1 and subject = $2 order by created_at desc limit 1`,
        [email, subject],
      );
      return row!.attachments.map((attachment) => [attachment.contentType, inviteLines(attachment.content)]);
    };

    // Book the first offered time.
    await page.goto(bookLinks[0]!);
    await expect(page.getByRole("heading", { name: "Book your demo" })).toBeVisible();
    await expect(page.getByText("Times are in America/New_York.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("form", { name: "Book this time?" }).getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByText("Booked! We sent you a calendar invite.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your demo is booked" })).toBeVisible();
    const booked = await invites("Your Droids demo is booked");
    expect(booked).toHaveLength(1);
    const [contentType, lines] = booked[0] as [string, string[]];
    expect(contentType).toBe("text/calendar; method=REQUEST");
    const uid = lines.find((line) => line.startsWith("UID:"))!;
    expect(lines).toEqual(["METHOD:REQUEST", uid, "SEQUENCE:0", "STATUS:CONFIRMED"]);
    await readMail(member.email, "Demo booked: US Navy (Grace Hopper)");

    // Reschedule from the booked mail's link: another time, same UID, SEQUENCE 1.
    const bookedMail = await readMail(email, "Your Droids demo is booked");
    const reschedule = bookedMail.links.find((link) => /^\/demo\/book\/[\w-]{32}$/.test(link))!;
    const cancel = bookedMail.links.find((link) => link.endsWith("?cancel=1"))!;
    await page.goto(reschedule);
    await page.getByRole("form", { name: "Choose another time" }).getByRole("button").nth(3).click();
    await expect(page.getByText("Moved! We sent you an updated calendar invite.")).toBeVisible();
    expect(await invites("Your Droids demo was moved")).toEqual([["text/calendar; method=REQUEST", ["METHOD:REQUEST", uid, "SEQUENCE:1", "STATUS:CONFIRMED"]]]);

    // Cancel from the mail's cancel link: asked first, then METHOD:CANCEL.
    await page.goto(cancel);
    await page.getByRole("form", { name: "Cancel this demo?" }).getByRole("button", { name: "Cancel the demo" }).click();
    await expect(page.getByText("This demo is cancelled. We sent you a calendar update.")).toBeVisible();
    expect(await invites("Your Droids demo is cancelled")).toEqual([
      ["text/calendar; method=CANCEL", ["METHOD:CANCEL", uid, "SEQUENCE:2", "STATUS:CANCELLED"]],
    ]);
    await readMail(member.email, "Demo cancelled: US Navy (Grace Hopper)");
  });
});
