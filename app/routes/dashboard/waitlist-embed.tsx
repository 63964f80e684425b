import { Form } from "react-router";
import { embedSettingsAction, loadEmbedSettings } from "#app/features/leads/embed/embed.handlers.server.ts";
import { embedTexts } from "#app/features/leads/embed/embed-texts.ts";
import { CopyField } from "#app/features/leads/components/copy-field.tsx";
import { formatLongDate } from "#app/platform/dates.ts";
import { Button } from "#app/ui/button.tsx";
import { Card } from "#app/ui/card.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import type { Route } from "./+types/waitlist-embed";

export const handle = { title: embedTexts.pageTitle };

export const loader = (args: Route.LoaderArgs) => loadEmbedSettings(args);
export const action = (args: Route.ActionArgs) => embedSettingsAction(args);

export default function WaitlistEmbed({ loaderData, actionData }: Route.ComponentProps) {
  const { origins, scriptUrl } = loaderData;
  return (
    <div className="grid max-w-3xl gap-6">
      <Card as="section" aria-labelledby="embed-code">
        <h2 id="embed-code" className="text-base font-semibold">
          {embedTexts.snippetTitle}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{embedTexts.intro}</p>
        <div className="mt-4">
          <CopyField
            id="embed-snippet"
            label={embedTexts.snippetLabel}
            value={`<script src="${scriptUrl}" async></script>`}
            copyText="Copy"
            copiedText="Copied"
          />
        </div>
      </Card>

      <Card as="section" aria-labelledby="embed-origins">
        <h2 id="embed-origins" className="text-base font-semibold">
          {embedTexts.originsTitle}
        </h2>
        {actionData ? <FormStatus result={actionData} politeErrors className="mt-3" /> : null}
        {origins.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">{embedTexts.originsEmpty}</p>
        ) : (
          <ul className="mt-3 divide-y rounded-lg border">
            {origins.map(({ origin, createdAt }) => (
              <li key={origin} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <span className="min-w-0 flex-1 font-mono text-sm break-all">{origin}</span>
                <span className="text-xs text-muted-foreground">Added {formatLongDate(createdAt)}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="origin" value={origin} />
                  <Button type="submit" variant="ghost" size="sm" aria-label={`${embedTexts.remove} ${origin}`}>
                    {embedTexts.remove}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="mt-4 grid gap-2" key={origins.length}>
          <input type="hidden" name="intent" value="add" />
          <Label htmlFor="embed-origin">{embedTexts.originLabel}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="embed-origin"
              name="origin"
              type="text"
              inputMode="url"
              autoComplete="url"
              required
              maxLength={200}
              placeholder="https://www.partner.example"
              aria-describedby="embed-origin-hint"
              className="min-w-0 flex-1"
            />
            <Button type="submit">{embedTexts.add}</Button>
          </div>
          <p id="embed-origin-hint" className="text-xs text-muted-foreground">
            {embedTexts.originHint}
          </p>
        </Form>
      </Card>
    </div>
  );
}
