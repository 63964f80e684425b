import { Form } from "react-router";
import { apiKeySettingsAction } from "../../features/dashboard/api-key-settings.handlers.server.ts";
import { listApiKeys } from "../../features/dashboard/api-keys.server.ts";
import { accountSettingsAction, type SettingsResult } from "../../features/accounts/account-settings.handlers.server.ts";
import { formatLongDate } from "../../platform/dates.ts";
import { appContext } from "../../platform/app-context.server.ts";
import { signUpTexts } from "../../features/accounts/auth-texts.ts";
import { requireUser } from "../../features/accounts/session.server.ts";
import { PasswordInput } from "../../features/accounts/components/password-input.tsx";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/input.tsx";
import { Label } from "../../ui/label.tsx";
import { SettingsSection as Section } from "../../features/dashboard/components/settings-section.tsx";
import { WebhookSettings } from "../../features/webhooks/components/webhook-settings.tsx";
import { webhookSettingsAction } from "../../features/webhooks/webhook-admin.handlers.server.ts";
import { listWebhookEndpoints } from "../../features/webhooks/webhooks.server.ts";
import type { Route } from "./+types/settings";

export const handle = { title: "Settings" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, context });
  const admin = user.role === "admin";
  const db = admin ? context.get(appContext).db : null;
  const apiKeys = db ? await listApiKeys(db) : null;
  const webhooks = db ? await listWebhookEndpoints(db) : null;
  return { name: user.name, email: user.email, apiKeys, webhooks };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Signed out (e.g. the session ended in another tab): to sign-in, not a failed form.
  await requireUser({ request, context });
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  if (form && (intent === "create-key" || intent === "revoke-key")) return apiKeySettingsAction({ request, context }, form);
  if (form && (intent === "add-webhook" || intent === "delete-webhook")) return webhookSettingsAction({ request, context }, form);
  return accountSettingsAction({ request, context }, form);
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const resultFor = (form: SettingsResult["form"] | "keys") => (actionData?.form === form ? actionData : undefined);
  const keyResult = actionData?.form === "keys" ? actionData : undefined;
  const webhookResult = actionData?.form === "webhooks" ? actionData : undefined;
  return (
    <div className="grid max-w-2xl gap-6">
      <Section title="Profile" description={`Signed in as ${loaderData.email}.`} result={resultFor("name")}>
        <Form method="post" className="grid gap-3 sm:flex sm:items-end">
          <input type="hidden" name="intent" value="name" />
          <div className="grid flex-1 gap-2">
            <Label htmlFor="settings-name">Full Name</Label>
            <Input id="settings-name" name="name" defaultValue={loaderData.name} key={loaderData.name} required maxLength={100} autoComplete="name" />
          </div>
          <Button type="submit">Save name</Button>
        </Form>
      </Section>

      <Section title="Password" description="At least 8 characters with a lower-case letter, an upper-case letter, a number and a symbol." result={resultFor("password")}>
        <Form method="post" className="grid gap-3" key={actionData?.form === "password" && actionData.ok ? "done" : "form"}>
          <input type="hidden" name="intent" value="password" />
          {[
            ["currentPassword", "Current Password", "current-password"],
            ["newPassword", "New Password", "new-password"],
            ["confirmPassword", "Confirm New Password", "new-password"],
          ].map(([name, label, autoComplete]) => (
            <div key={name} className="grid gap-2">
              <Label htmlFor={`settings-${name}`}>{label}</Label>
              <PasswordInput id={`settings-${name}`} name={name} label={label!} autoComplete={autoComplete} required maxLength={128} placeholder={name === "newPassword" ? signUpTexts.passwordPlaceholder : undefined} />
            </div>
          ))}
          <Button type="submit" className="justify-self-start">
            Change password
          </Button>
        </Form>
      </Section>

      {loaderData.apiKeys ? (
        <Section title="API keys" description="For the admin API (/api/v1/openapi.json): send Authorization: Bearer <key>." result={keyResult}>
          {keyResult && "key" in keyResult && keyResult.key ? (
            <p className="mb-4 rounded-md border bg-muted p-3 font-mono text-sm break-all" data-testid="new-api-key">
              {keyResult.key}
            </p>
          ) : null}
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="create-key" />
            <div className="grid flex-1 gap-2">
              <Label htmlFor="key-name">Key name</Label>
              <Input id="key-name" name="name" maxLength={100} placeholder="e.g. CRM sync" required />
            </div>
            <Button type="submit">Create key</Button>
          </Form>
          {loaderData.apiKeys.length > 0 ? (
            <ul className="mt-4 grid gap-2 text-sm">
              {loaderData.apiKeys.map((apiKey) => (
                <li key={apiKey.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-3">
                  <span className="font-medium">{apiKey.name}</span>
                  <code className="text-xs text-muted-foreground">{apiKey.prefix}…</code>
                  <span className="text-xs text-muted-foreground">
                    made {formatLongDate(apiKey.createdAt)}
                    {apiKey.lastUsedAt ? `, last used ${formatLongDate(apiKey.lastUsedAt)}` : ", never used"}
                  </span>
                  {apiKey.revokedAt ? (
                    <span className="ml-auto text-xs font-medium text-muted-foreground">Revoked</span>
                  ) : (
                    <Form method="post" className="ml-auto">
                      <input type="hidden" name="intent" value="revoke-key" />
                      <input type="hidden" name="keyId" value={apiKey.id} />
                      <Button type="submit" variant="outline" size="sm" aria-label={`Revoke ${apiKey.name}`}>
                        Revoke
                      </Button>
                    </Form>
                  )}
                  {apiKey.inactive && !apiKey.revokedAt ? (
                    <span className="basis-full text-xs font-medium text-destructive">
                      {apiKey.inactive === "maker-deleted"
                        ? "Inactive: the account that made this key was deleted."
                        : "Inactive: the person who made this key is no longer an admin."}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
      ) : null}

      {loaderData.webhooks ? <WebhookSettings endpoints={loaderData.webhooks} result={webhookResult} /> : null}

      <Section title="Sessions" description="Signed in on another computer or phone you no longer use? End those sessions; this one stays." result={resultFor("sessions")}>
        <Form method="post">
          <input type="hidden" name="intent" value="sessions" />
          <Button type="submit" variant="outline">
            Sign out of other sessions
          </Button>
        </Form>
      </Section>
    </div>
  );
}
