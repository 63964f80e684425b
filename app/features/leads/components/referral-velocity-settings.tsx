import { Form } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { FormResult } from "#app/ui/form-result.ts";
import { REFERRAL_VELOCITY_INTENT, referralVelocityTexts as texts } from "#app/features/leads/admin/referral-velocity-form.ts";
import type { ReferralVelocity } from "#app/features/leads/waitlist/referral-velocity-setting.ts";

/** Dashboard → Settings → Referral review (admins): the velocity rule's thresholds. */
export function ReferralVelocitySettings({ values, result }: { values: ReferralVelocity; result?: FormResult }) {
  const fields = [
    ["referrerPerHour", texts.referrerPerHour, 100_000],
    ["networkPerWindow", texts.networkPerWindow, 100_000],
    ["networkWindowMinutes", texts.networkWindowMinutes, 10_080],
  ] as const;
  return (
    <SettingsSection title={texts.title} description={texts.help} result={result}>
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value={REFERRAL_VELOCITY_INTENT} />
        {fields.map(([name, label, max]) => (
          <div key={name} className="grid gap-2">
            <Label htmlFor={`velocity-${name}`}>{label}</Label>
            <div className="w-32">
              <Input id={`velocity-${name}`} name={name} type="number" min={1} max={max} required defaultValue={values[name]} />
            </div>
          </div>
        ))}
        <Button type="submit" className="justify-self-start">
          {texts.save}
        </Button>
      </Form>
    </SettingsSection>
  );
}
