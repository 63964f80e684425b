import { Form } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { FormResult } from "#app/ui/form-result.ts";
import { PASSWORD_PLACEHOLDER } from "#app/features/accounts/password-policy.ts";
import { PasswordInput } from "./password-input.tsx";

/** Settings → Profile: the account's name. */
export function ProfileSettings({ name, email, result }: { name: string; email: string; result?: FormResult }) {
  return (
    <SettingsSection title="Profile" description={`Signed in as ${email}.`} result={result}>
      <Form method="post" className="grid gap-3 sm:flex sm:items-end">
        <input type="hidden" name="intent" value="name" />
        <div className="grid flex-1 gap-2">
          <Label htmlFor="settings-name">Full Name</Label>
          <Input id="settings-name" name="name" defaultValue={name} key={name} required maxLength={100} autoComplete="name" />
        </div>
        <Button type="submit">Save name</Button>
      </Form>
    </SettingsSection>
  );
}

const passwordFields = [
  ["currentPassword", "Current Password", "current-password"],
  ["newPassword", "New Password", "new-password"],
  ["confirmPassword", "Confirm New Password", "new-password"],
] as const;

/** Settings → Password: change it (the form empties once it is changed). */
export function PasswordSettings({ result }: { result?: FormResult }) {
  return (
    <SettingsSection
      title="Password"
      description="At least 8 characters with a lower-case letter, an upper-case letter, a number and a symbol."
      result={result}
    >
      <Form method="post" className="grid gap-3" key={result?.ok ? "done" : "form"}>
        <input type="hidden" name="intent" value="password" />
        {passwordFields.map(([name, label, autoComplete]) => (
          <div key={name} className="grid gap-2">
            <Label htmlFor={`settings-${name}`}>{label}</Label>
            <PasswordInput
              id={`settings-${name}`}
              name={name}
              label={label}
              autoComplete={autoComplete}
              required
              maxLength={128}
              placeholder={name === "newPassword" ? PASSWORD_PLACEHOLDER : undefined}
            />
          </div>
        ))}
        <Button type="submit" className="justify-self-start">
          Change password
        </Button>
      </Form>
    </SettingsSection>
  );
}

/** Settings → Sessions: sign out everywhere but here. */
export function SessionSettings({ result }: { result?: FormResult }) {
  return (
    <SettingsSection
      title="Sessions"
      description="Signed in on another computer or phone you no longer use? End those sessions; this one stays."
      result={result}
    >
      <Form method="post">
        <input type="hidden" name="intent" value="sessions" />
        <Button type="submit" variant="outline">
          Sign out of other sessions
        </Button>
      </Form>
    </SettingsSection>
  );
}
