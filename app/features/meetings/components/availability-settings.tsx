import { Form } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { FormResult } from "#app/ui/form-result.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import type { AvailabilityWindow } from "#app/platform/db/schema.ts";
import { weekdayNames } from "#app/features/meetings/weekdays.ts";

/** Settings → Availability (team members): the weekly hours demos are offered in, in the member's time zone. */
export function AvailabilitySettings({ timeZone, windows, result }: { timeZone: string; windows: AvailabilityWindow[]; result?: FormResult }) {
  const browserZone = useHydrated() ? Intl.DateTimeFormat().resolvedOptions().timeZone : "";
  const windowOf = (day: number) => windows.find((window) => window.day === day);
  return (
    <SettingsSection
      title="Availability"
      description="The weekly hours you take demos in. Requesters are offered 30-minute times from these hours over the next two weeks; leave a day blank to skip it."
      result={result}
    >
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="availability" />
        <div className="grid gap-2">
          <Label htmlFor="availability-zone">Time zone</Label>
          <Input
            id="availability-zone"
            name="timeZone"
            defaultValue={timeZone || browserZone}
            key={timeZone || browserZone}
            placeholder="Europe/Berlin"
            maxLength={64}
            required
          />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Hours</legend>
          {weekdayNames.map(([day, name]) => (
            <div key={day} className="grid grid-cols-[7rem_1fr_1fr] items-center gap-2">
              <span className="text-sm">{name}</span>
              <Input name={`from-${day}`} aria-label={`${name} from`} placeholder="09:00" maxLength={5} defaultValue={windowOf(day)?.start ?? ""} />
              <Input name={`to-${day}`} aria-label={`${name} to`} placeholder="17:00" maxLength={5} defaultValue={windowOf(day)?.end ?? ""} />
            </div>
          ))}
        </fieldset>
        <Button type="submit" className="justify-self-start">
          Save availability
        </Button>
      </Form>
    </SettingsSection>
  );
}
