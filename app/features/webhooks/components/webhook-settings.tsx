import { Form, Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { formatLongDate } from "#app/platform/dates.ts";
import { siteEvents } from "#app/platform/events/site-events.ts";
import { webhookEventLabels } from "#app/features/webhooks/webhook-event-labels.ts";
import { webhookDisabledText } from "#app/features/webhooks/webhook-texts.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { DeleteForm } from "#app/ui/delete-form.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { FormResult } from "#app/ui/form-result.ts";

interface Endpoint {
  id: string;
  url: string;
  events: string[];
  secret: string;
  createdAt: Date | string;
  disabledAt: Date | string | null;
  disabledReason: string | null;
}

/** Settings → Webhooks (admins): add an endpoint for chosen events, see its signing secret, delete it. */
export function WebhookSettings({ endpoints, result }: { endpoints: Endpoint[]; result?: FormResult }) {
  return (
    <SettingsSection title="Webhooks" description="We POST signed JSON to these URLs when something happens (how to verify: docs/webhooks.md)." result={result}>
      <Form method="post" className="grid gap-3" key={result?.ok ? endpoints.length : "form"}>
        <input type="hidden" name="intent" value="add-webhook" />
        <div className="grid gap-2">
          <Label htmlFor="webhook-url">Endpoint URL</Label>
          <Input id="webhook-url" name="url" type="url" maxLength={2000} placeholder="https://example.com/hooks/droids" required />
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1 text-sm font-medium">Events</legend>
          {siteEvents.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="events" value={event} defaultChecked className="size-4 accent-primary" />
              <code className="text-xs">{event}</code>
              <span className="text-muted-foreground">{webhookEventLabels[event]}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" className="justify-self-start">
          Add endpoint
        </Button>
      </Form>
      {endpoints.length > 0 ? (
        <ul className="mt-4 grid gap-2 text-sm">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className="grid gap-1.5 rounded-md border p-3" data-testid="webhook-endpoint">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium break-all">{endpoint.url}</span>
                <span className="text-xs text-muted-foreground">added {formatLongDate(endpoint.createdAt)}</span>
                <div className="ml-auto">
                  <DeleteForm id={endpoint.id} label={endpoint.url} fields={{ intent: "delete-webhook", endpointId: endpoint.id }} />
                </div>
              </div>
              <p className="text-xs text-muted-foreground">{endpoint.events.join(", ")}</p>
              {endpoint.disabledAt ? (
                <div
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-amber-100 px-2 py-1.5 text-xs text-amber-900"
                  data-testid="webhook-disabled"
                >
                  <p>{webhookDisabledText(endpoint.disabledReason)}</p>
                  <Form method="post">
                    <input type="hidden" name="intent" value="enable-webhook" />
                    <input type="hidden" name="endpointId" value={endpoint.id} />
                    <Button type="submit" size="sm" variant="outline" aria-label={`Re-enable ${endpoint.url}`}>
                      Re-enable
                    </Button>
                  </Form>
                </div>
              ) : null}
              <p className="text-xs">
                Signing secret:{" "}
                <code className="font-mono break-all" data-testid="webhook-secret">
                  {endpoint.secret}
                </code>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4 text-sm">
        <Link to={href("/dashboard/webhooks")} className="font-medium text-primary underline-offset-4 hover:underline">
          See deliveries and attempts
        </Link>
      </p>
    </SettingsSection>
  );
}
