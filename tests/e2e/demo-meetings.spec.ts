import { expect, expectNoAxeViolations, failedRequest, gotoHydrated, test } from "./fixtures.ts";

/** The requester's browser runs in New York: the times read in its zone. */
test.use({ timezoneId: "America/New_York" });

const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The lines of an invite that say what it does to the calendar. */
const inviteLines = (ics: string) => ics.split(/\r?\n/).filter((line) => /^(METHOD|UID|SEQUENCE|STATUS):/.test(line));

/** The next date ("YYYY-MM-DD") on an ISO weekday (1 = Monday), two to eight days ahead: within the two weeks offered. */
const next = (weekday: number) => {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (((day.getUTCDay() + 6) % 7) + 1 !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

test.describe("demo meetings", () => {
  // The team's hours are the worker's database's: each journey sets its own, and leaves none behind for the other spec files' demo requests.
  test.beforeEach(async ({ storedRows }) => {
    await storedRows("delete from team_availability");
  });
  test.afterEach(async ({ storedRows }) => {
    await storedRows("delete from team_availability");
  });

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

  test("an admin books a request with the team member they pick, hears why a time is refused, and the request becomes scheduled", async ({
    page,
    signUp,
    signInAs,
    storedRows,
    allowConsoleError,
  }) => {
    const memberId = async (name: string, label: string) => {
      const account = await signUp({ name, label });
      const [row] = await storedRows<{ id: string }>(`update "user" set role = 'author' where email = $1 returning id`, [account.email]);
      return row!.id;
    };
    const hours = (id: string, zone: string, windows: { day: number; start: string; end: string }[]) =>
      storedRows(`insert into team_availability (user_id, time_zone, windows) values ($1, $2, $3::jsonb)`, [id, zone, JSON.stringify(windows)]);
    // Ada takes demos around the clock (round robin would give her the demo); Bea on Tuesdays, 09:00–17:00 in Berlin.
    await hours(
      await memberId("Ada Lovelace", "ada"),
      "UTC",
      [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: "00:00", end: "24:00" })),
    );
    await hours(await memberId("Bea Bauer", "bea"), "Europe/Berlin", [{ day: 2, start: "09:00", end: "17:00" }]);
    const email = unique("lead");
    await storedRows(`insert into demo_requests (name, email, company, time_slot) values ('Grace Hopper', $1, 'US Navy', 'morning')`, [email]);

    await signInAs("admin", { name: "Edith Admin" });
    await gotoHydrated(page, `/dashboard/demo-requests?q=${encodeURIComponent(email)}`);
    const row = page.getByRole("row").filter({ hasText: email });
    const label = `Grace Hopper (${email})`;
    await expect(row.getByText("Meeting: not booked")).toBeVisible();
    await row.getByText("Book…").click();
    const member = row.getByLabel(`Team member for ${label}`);
    await expect(member).toHaveValue("");
    await expect(member.getByRole("option")).toHaveText(["Whoever is free (round robin)", "Ada Lovelace", "Bea Bauer"]);
    await expectNoAxeViolations(page);

    // 12:00 in New York is 17:00 or 18:00 in Berlin: past Bea's last half hour.
    const tuesday = next(2);
    allowConsoleError(failedRequest(409, "POST", "/dashboard/demo-requests.data"));
    await row.getByLabel(`Meeting time for ${label} (America/New_York)`).fill(`${tuesday}T12:00`);
    await member.selectOption({ label: "Bea Bauer" });
    await row.getByRole("button", { name: "Book", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bea Bauer is not available then" })).toHaveText(
      "Bea Bauer is not available then: their hours on Tuesdays are 09:00–17:00 (Europe/Berlin).",
    );
    await expect(row.getByText("Meeting: not booked")).toBeVisible();

    // 05:00 in New York is 10:00 or 11:00 in Berlin: Bea takes it, though Ada was free too.
    await row.getByLabel(`Meeting time for ${label} (America/New_York)`).fill(`${tuesday}T05:00`);
    await member.selectOption({ label: "Bea Bauer" });
    await row.getByRole("button", { name: "Book", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Booked:" })).toHaveText(
      new RegExp(`^Booked: Grace Hopper's demo with Bea Bauer, \\w+day, .* (09|10):00–(09|10):30 \\(UTC\\)\\.$`),
    );
    await expect(row.getByText("Meeting: booked")).toBeVisible();
    await expect(row.locator("span", { hasText: /^Bea Bauer$/ })).toBeVisible();
    // The request's status follows its meeting.
    await expect(row.getByLabel(`Status of ${label}`)).toHaveValue("scheduled");
    expect(await storedRows(`select status from demo_requests where email = $1`, [email])).toEqual([{ status: "scheduled" }]);
  });

  test("a team member sets their hours in Settings → Availability, and a demo request is offered times within them", async ({
    page,
    signInAs,
    readMail,
    storedRows,
    allowConsoleError,
  }) => {
    await signInAs("author", { name: "Tess Team" });
    await gotoHydrated(page, "/dashboard/settings");
    const section = page.getByRole("region", { name: "Availability" });
    // The browser's zone until the member sets one.
    await expect(section.getByLabel("Time zone")).toHaveValue("America/New_York");
    await expectNoAxeViolations(page);
    await section.getByLabel("Time zone").fill("Asia/Tokyo");
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
      await section.getByLabel(`${day} from`).fill("10:00");
      await section.getByLabel(`${day} to`).fill("12:00");
    }
    await section.getByRole("button", { name: "Save availability" }).click();
    await expect(section.getByRole("status")).toHaveText("Your availability is saved.");

    await page.reload();
    await expect(section.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
    await expect(section.getByLabel("Monday from")).toHaveValue("10:00");
    await expect(section.getByLabel("Friday to")).toHaveValue("12:00");
    await expect(section.getByLabel("Saturday from")).toHaveValue("");

    // An end before its start: refused, naming the day; the saved hours stay.
    allowConsoleError(failedRequest(400, "POST", "/dashboard/settings.data"));
    await section.getByLabel("Tuesday from").fill("17:00");
    await section.getByLabel("Tuesday to").fill("09:00");
    await section.getByRole("button", { name: "Save availability" }).click();
    await expect(section.getByRole("status")).toHaveText("Tuesday: please give a start and a later end (HH:MM).");
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(section.getByLabel("Tuesday from")).toHaveValue("10:00");

    // A demo request (from New York, no preferred time) is offered times within those hours, on Tokyo's clock.
    const email = unique("requester");
    await page.goto("/demo");
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Company" }).fill("US Navy");
    await page.getByRole("button", { name: /Schedule/ }).click();
    await expect(page.getByText("Demo Scheduled!").first()).toBeVisible();
    const offer = await readMail(email, "Your Droids demo request: pick a time");
    expect(offer.text).toContain("(times in America/New_York)");
    const starts = offer.links.filter((link) => link.includes("?start=")).map((link) => new Date(new URL(link, "http://x").searchParams.get("start")!));
    expect(starts.length).toBeGreaterThanOrEqual(3);
    const tokyo = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Tokyo", weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    for (const start of starts) expect(tokyo.format(start)).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (10:00|10:30|11:00|11:30)$/);
    // The first offered time reads in the requester's zone in the mail.
    const newYork = new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    expect(offer.text).toContain(`${newYork.format(starts[0]!)}–${newYork.format(new Date(starts[0]!.getTime() + 30 * 60_000))} (America/New_York)`);
    expect(await storedRows(`select count(*)::int as n from team_availability`)).toEqual([{ n: 1 }]);
  });
});
