import { data } from "react-router";
import { requireUser } from "#app/features/accounts/surface.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { AvailabilityForm } from "./availability-schema.ts";
import { getAvailability, saveAvailability } from "./meetings.server.ts";

/** Team members take demos: authors and admins (an account with the `user` role has no Availability section). */
const isTeamMember = (role: string) => role !== "user";

/** Settings → Availability's values: the member's zone and weekly windows, or null for accounts outside the team. */
export async function loadAvailabilitySettings(args: RequestArgs) {
  const user = await requireUser(args);
  if (!isTeamMember(user.role)) return null;
  const saved = await getAvailability(appOf(args).db, user.id);
  return { timeZone: saved?.timeZone ?? "", windows: saved?.windows ?? [] };
}

/** Saves Settings → Availability through the one form pipeline (origin 403, schema 400 with the day that is wrong). */
export async function availabilitySettingsAction(args: RequestArgs, fields?: Record<string, string | string[]>) {
  const user = await requireUser(args);
  const { db, config } = appOf(args);
  const outcome = await runSignedInForm(
    args.request,
    {
      schema: AvailabilityForm,
      publicUrl: config.publicUrl,
      texts: { success: { title: "Your availability is saved." } },
      write: async (hours) => {
        if (!isTeamMember(user.role)) throw new FormRefusal("Only team members take demos.", 403);
        await saveAvailability(db, user.id, hours);
      },
    },
    fields,
  );
  return data<FormResult<{ form: "availability" }>>({ form: "availability", ...outcome.result }, { status: outcome.status });
}
