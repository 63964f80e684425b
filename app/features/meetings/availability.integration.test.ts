import { beforeAll, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { answerOf, formPost } from "#tests/helpers/requests.ts";
import { user } from "#app/platform/db/schema.ts";
import { eq } from "drizzle-orm";
import { getAvailability } from "./meetings.server.ts";
import { availabilitySettingsAction, loadAvailabilitySettings } from "./availability.handlers.server.ts";

describe(`Settings → Availability on ${testDriver}`, () => {
  const database = useTestDatabase();
  let context: ReturnType<typeof testLoadContext>;
  beforeAll(() => {
    context = testLoadContext(database.current);
  });
  const save = (cookie: string, fields: Record<string, string>) =>
    availabilitySettingsAction({ request: formPost("/dashboard/settings", { intent: "availability", ...fields }, { cookie }), context }).then(answerOf);
  const idOf = async (email: string) => (await database.current.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;

  it("saves a team member's zone and weekly hours, and names the day that is wrong", async () => {
    const cookie = await signedInAccount(context, { name: "Ada Member", email: "ada-member@example.com", role: "author" });
    const saved = await save(cookie, {
      timeZone: "Europe/Berlin",
      "from-1": "09:00",
      "to-1": "17:00",
      "from-5": "13:30",
      "to-5": "24:00",
      "from-3": "",
      "to-3": "",
    });
    expect(saved.data).toEqual({ form: "availability", ok: true, title: "Your availability is saved." });
    const id = await idOf("ada-member@example.com");
    expect(await getAvailability(database.current.db, id)).toMatchObject({
      timeZone: "Europe/Berlin",
      windows: [
        { day: 1, start: "09:00", end: "17:00" },
        { day: 5, start: "13:30", end: "24:00" },
      ],
    });
    const loaded = await loadAvailabilitySettings({ request: new Request("http://localhost:3000/dashboard/settings", { headers: { cookie } }), context });
    expect(loaded).toMatchObject({ timeZone: "Europe/Berlin", windows: [{ day: 1 }, { day: 5 }] });

    const wrongDay = await save(cookie, { timeZone: "Europe/Berlin", "from-2": "17:00", "to-2": "09:00" });
    expect(wrongDay.init?.status).toBe(400);
    expect(wrongDay.data).toMatchObject({ ok: false, title: "Tuesday: please give a start and a later end (HH:MM)." });
    const wrongZone = await save(cookie, { timeZone: "Mars/Base" });
    expect(wrongZone.data).toMatchObject({ ok: false, title: "Please enter a time zone such as Europe/Berlin or America/New_York." });
    expect((await getAvailability(database.current.db, id))!.windows).toHaveLength(2);
  });

  it("has no section for an account outside the team, and refuses its post", async () => {
    const cookie = await signedInAccount(context, { name: "Bob Visitor", email: "bob-visitor@example.com" });
    expect(await loadAvailabilitySettings({ request: new Request("http://localhost:3000/dashboard/settings", { headers: { cookie } }), context })).toBeNull();
    const refused = await save(cookie, { timeZone: "UTC", "from-1": "09:00", "to-1": "10:00" });
    expect(refused.init?.status).toBe(403);
    expect(refused.data).toMatchObject({ ok: false, title: "Only team members take demos." });
  });
});
