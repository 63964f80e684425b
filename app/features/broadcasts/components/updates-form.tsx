import { useEffect, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { MARKDOWN_MAX, SUBJECT_MAX } from "#app/features/broadcasts/broadcast-fields.ts";
import { broadcastTexts as texts } from "#app/features/broadcasts/broadcast-texts.ts";

/** The blog's Markdown parser (marked) and renderer load when Preview is first opened, off the page's first load. */
let renderer: Promise<(markdown: string) => ReactNode> | undefined;
const loadRenderer = () =>
  (renderer ??= Promise.all([import("#app/platform/text/markdown.ts"), import("#app/ui/markdown-body.tsx")]).then(
    ([{ parseMarkdown }, { MarkdownBody }]) =>
      (markdown: string) => <MarkdownBody blocks={parseMarkdown(markdown)} className="[&>*:first-child]:mt-0" />,
  ));

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none";

/**
 * Subject, Markdown with preview, audience; "Send a test to me" and "Send
 * update" post to the page's action. Send update is answered with a question
 * ("Send 'Launch week' to 6,835 people?"), whose "Yes, send it" sends the
 * update to the audience counted (without JavaScript too).
 */
export function UpdatesForm({
  audiences,
  result,
}: {
  audiences: readonly { value: string; label: string }[];
  result: FormResult<{ intent: string; confirm?: string }> | undefined;
}) {
  const values = result && !result.ok ? result.values : undefined;
  const fields = result && !result.ok ? result.fields : undefined;
  const [markdown, setMarkdown] = useState(values?.markdown ?? "");
  const [showPreview, setShowPreview] = useState(false);
  const [rendered, setRendered] = useState<ReactNode>(null);
  const navigation = useNavigation();
  // The preview needs JavaScript: without it the button would do nothing, so it is not drawn.
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting";

  useEffect(() => {
    if (!showPreview) return;
    let current = true;
    void loadRenderer().then((render) => current && setRendered(render(markdown)));
    return () => {
      current = false;
    };
  }, [showPreview, markdown]);

  return (
    <Form method="post" className="grid gap-4 rounded-xl border p-5">
      {result?.confirm ? (
        <div role="alert" className="grid gap-3 rounded-md border border-primary/40 bg-primary/5 p-4">
          <p className="font-medium">{result.title}</p>
          <p className="text-sm text-muted-foreground">{texts.confirmHint}</p>
          <input type="hidden" name="confirmed" value={result.confirm} />
          <div>
            <Button type="submit" name="intent" value="confirm" disabled={busy}>
              {texts.confirmSend}
            </Button>
          </div>
        </div>
      ) : result ? (
        <FormStatus result={result} politeErrors />
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="update-subject">{texts.subject}</Label>
        <Input
          id="update-subject"
          name="subject"
          required
          maxLength={SUBJECT_MAX}
          defaultValue={values?.subject ?? ""}
          aria-invalid={fields?.subject ? true : undefined}
          aria-describedby={fields?.subject ? "update-subject-error" : undefined}
        />
        {fields?.subject ? (
          <p id="update-subject-error" className="text-sm text-destructive">
            {fields.subject}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="update-markdown">{texts.body}</Label>
          {hydrated ? (
            <Button type="button" variant="outline" size="sm" aria-pressed={showPreview} onClick={() => setShowPreview(!showPreview)}>
              {texts.preview}
            </Button>
          ) : null}
        </div>
        <Textarea
          id="update-markdown"
          name="markdown"
          required
          rows={10}
          maxLength={MARKDOWN_MAX}
          value={markdown}
          onChange={(event) => setMarkdown(event.target.value)}
          aria-invalid={fields?.markdown ? true : undefined}
          aria-describedby={fields?.markdown ? "update-markdown-error" : undefined}
          className="font-mono"
        />
        {fields?.markdown ? (
          <p id="update-markdown-error" className="text-sm text-destructive">
            {fields.markdown}
          </p>
        ) : null}
        {showPreview ? (
          <section aria-label={texts.preview} aria-live="polite" className="min-h-24 rounded-md border p-4">
            {!markdown.trim() ? <p className="text-muted-foreground">{texts.emptyPreview}</p> : rendered}
          </section>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="update-audience">{texts.audience}</Label>
        <select
          id="update-audience"
          name="audience"
          defaultValue={values?.audience || "confirmed"}
          className={selectClass}
          aria-invalid={fields?.audience ? true : undefined}
          aria-describedby={fields?.audience ? "update-audience-error" : undefined}
        >
          {audiences.map((audience) => (
            <option key={audience.value} value={audience.value}>
              {audience.label}
            </option>
          ))}
        </select>
        {fields?.audience ? (
          <p id="update-audience-error" className="text-sm text-destructive">
            {fields.audience}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="test" variant="outline" disabled={busy}>
          {texts.test}
        </Button>
        <Button type="submit" name="intent" value="send" disabled={busy}>
          {texts.send}
        </Button>
      </div>
    </Form>
  );
}
