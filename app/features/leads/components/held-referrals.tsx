import { Form, Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { heldReferralTexts as texts } from "#app/features/leads/admin/lead-admin-texts.ts";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { FormResult } from "#app/ui/form-result.ts";
import { REFERRAL_VELOCITY_INTENT } from "#app/features/leads/admin/referral-velocity-intent.ts";
import type { ReferralVelocity } from "#app/features/leads/waitlist/referral-velocity-setting.ts";

/** The link from the waitlist's table to its held referrals, with how many wait. */
export function HeldReferralsLink({ count }: { count: number }) {
  return (
    <Link to={href("/dashboard/waitlist/held")} className={`${buttonVariants({ variant: "outline", size: "sm" })} justify-self-start`}>
      {texts.tab(count)}
    </Link>
  );
}

/** Dashboard → Settings → Referral review (admins): the velocity rule's thresholds. */
export function ReferralVelocitySettings({ values, result }: { values: ReferralVelocity; result?: FormResult }) {
  const fields = [
    ["referrerPerHour", texts.referrerPerHour, 100_000],
    ["networkPerWindow", texts.networkPerWindow, 100_000],
    ["networkWindowMinutes", texts.networkWindowMinutes, 10_080],
  ] as const;
  return (
    <SettingsSection title={texts.settingsTitle} description={texts.settingsHelp} result={result}>
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
