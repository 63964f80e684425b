import { Form } from "react-router";
import { formatLongDate } from "#app/platform/dates.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { FormResult } from "#app/ui/form-result.ts";

interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date | string;
  lastUsedAt: Date | string | null;
  revokedAt: Date | string | null;
  /** Why a key that is not revoked still does not work, if it does not. */
  inactive: "maker-deleted" | "maker-not-admin" | null;
}

/** Settings → API keys (admins): make a key (shown once), see each key's use, revoke one. */
export function ApiKeySettings({ apiKeys, result }: { apiKeys: ApiKey[]; result?: FormResult<{ key?: string }> }) {
  return (
    <SettingsSection title="API keys" description="For the admin API (/api/v1/openapi.json): send Authorization: Bearer <key>." result={result}>
      {result?.key ? (
        <p className="mb-4 rounded-md border bg-muted p-3 font-mono text-sm break-all" data-testid="new-api-key">
          {result.key}
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
      {apiKeys.length > 0 ? (
        <ul className="mt-4 grid gap-2 text-sm">
          {apiKeys.map((apiKey) => (
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
    </SettingsSection>
  );
}
