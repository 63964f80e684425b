import { useEffect, useState } from "react";
import type * as React from "react";
import { useSearchParams } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { site } from "#app/content/site.ts";
import { limits, DemoDialogLink, useWaitlistDialog } from "#app/features/leads/surface.ts";
import { cn } from "#app/ui/cn.ts";
import { ArrowRight, ArrowUp, Dices, Sparkles } from "lucide-react";
import { usePromptBox } from "./hero-prompt.tsx";
import { Eyebrow } from "#app/ui/eyebrow.tsx";

const PROMPT_PLACEHOLDER = "Tell the droid what to Do";
const LUCKY_LABEL = "I'm Feeling Lucky!";

// The ~30 examples are fetched when the visitor reaches for the Lucky button,
// keeping them out of the home page's first-load JavaScript.
const loadExamples = () => import("#app/content/examples.ts");
const preloadExamples = () => void loadExamples();

/** "Automate work with plain English", with the last words in the brand gradient. */
function Headline() {
  const accent = "plain English";
  const at = site.headline.lastIndexOf(accent);
  if (at < 0) return <>{site.headline}</>;
  return (
    <>
      {site.headline.slice(0, at)}
      <span className="bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent">{accent}</span>
      {site.headline.slice(at + accent.length)}
    </>
  );
}

/**
 * The home hero: headline, tagline and the prompt box. Without JavaScript
 * (or before it runs) the box is a GET form: Send carries the prompt to
 * /waitlist, Lucky reloads the home page with an example in the box
 * (/?lucky=1); with JavaScript Send opens the waitlist dialog and Lucky fills
 * the box in place. Use inside `<PromptBoxProvider>`.
 */
export function Hero() {
  const { prompt, setPrompt, fillPrompt, textareaRef } = usePromptBox();
  const waitlist = useWaitlistDialog();
  const [announcement, setAnnouncement] = useState("");

  // /?prompt=… (a template chosen on /view-all): the page renders with the
  // prompt in the box (the provider starts from it); once interactive, bring
  // the box into view and focus it, ready to edit or send.
  const [searchParams] = useSearchParams();
  const promptFromUrl = searchParams.get("prompt")?.slice(0, limits.prompt);
  useEffect(() => {
    if (promptFromUrl?.trim()) fillPrompt(promptFromUrl);
  }, [promptFromUrl, fillPrompt]);

  function openWaitlist(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    waitlist.open(prompt);
  }

  function fillWithExample(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    loadExamples().then(
      ({ pickExample }) => {
        const example = pickExample();
        setPrompt(example.prompt);
        setAnnouncement(`Example instruction added: ${example.prompt.split("\n")[0]}`);
      },
      // The examples could not be fetched (e.g. offline): let the page pick one.
      () => window.location.assign("/?lucky=1"),
    );
  }

  function sendOnModEnter(event: React.KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      {/* About 60% of the viewport's height on a laptop: the gallery below shows. */}
      <div className="mx-auto flex min-h-[60vh] w-full max-w-4xl flex-col items-center justify-center px-4 py-10 text-center sm:px-6 sm:py-6">
        <Eyebrow icon={Sparkles}>{site.tagline}</Eyebrow>
        <h1 id="hero-title" className="mt-5 text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl">
          <Headline />
        </h1>
        <p className="mt-4 max-w-2xl text-base leading-7 text-balance text-muted-foreground sm:text-lg">
          Describe the work the way you would explain it to a colleague. A Droid takes it from there.
        </p>

        <form method="get" action={href("/waitlist")} onSubmit={openWaitlist} className="mt-6 w-full max-w-3xl text-left">
          <label htmlFor="prompt" className="sr-only">
            Your instruction for the droid
          </label>
          <div
            className={cn(
              "rounded-3xl border border-border bg-background/95 shadow-[0_1px_2px_rgb(0_0_0/0.04),0_12px_40px_-12px_rgb(67_56_202/0.25)] transition-[border-color,box-shadow]",
              "focus-within:border-ring/60 focus-within:shadow-[0_1px_2px_rgb(0_0_0/0.04),0_12px_40px_-12px_rgb(67_56_202/0.35),0_0_0_4px_color-mix(in_oklch,var(--color-ring)_18%,transparent)]",
            )}
          >
            <textarea
              ref={textareaRef}
              data-prompt-box=""
              id="prompt"
              name="prompt"
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              onKeyDown={sendOnModEnter}
              onFocus={waitlist.preload}
              placeholder={PROMPT_PLACEHOLDER}
              maxLength={limits.prompt}
              rows={3}
              spellCheck
              className="block max-h-[50vh] min-h-28 w-full resize-none rounded-t-3xl bg-transparent px-5 pt-5 pb-2 text-base leading-7 [field-sizing:content] outline-none placeholder:text-muted-foreground focus-visible:outline-none sm:px-6 sm:pt-6 sm:text-lg"
            />
            <div className="flex items-center justify-between gap-3 px-3 pb-3 sm:px-4 sm:pb-4">
              <button
                type="submit"
                formAction="/"
                name="lucky"
                value="1"
                onClick={fillWithExample}
                onPointerEnter={preloadExamples}
                onFocus={preloadExamples}
                className="inline-flex h-10 items-center gap-2 rounded-full border border-border bg-background px-4 text-sm font-medium text-foreground shadow-xs transition-colors hover:border-primary/30 hover:bg-accent hover:text-accent-foreground"
              >
                <Dices className="size-4 text-primary" />
                {LUCKY_LABEL}
              </button>
              <button
                type="submit"
                aria-label="Send"
                title="Send (Ctrl or ⌘ + Enter)"
                onPointerEnter={waitlist.preload}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/25 transition-[transform,box-shadow] hover:shadow-lg hover:shadow-indigo-600/30 active:scale-95"
              >
                <ArrowUp className="size-5" strokeWidth={2.5} />
              </button>
            </div>
          </div>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </form>

        <p className="mt-5 text-sm text-muted-foreground">
          Automating work for a whole team?{" "}
          <DemoDialogLink
            prompt={() => prompt}
            className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Book a demo
            <ArrowRight className="size-3.5" />
          </DemoDialogLink>
        </p>
      </div>
      {waitlist.dialog}
    </section>
  );
}

/** Soft brand-coloured light behind the hero (decorative). */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_70%_55%_at_50%_-5%,color-mix(in_oklch,var(--color-primary)_16%,transparent),transparent_70%)]" />
      <div className="absolute -top-24 left-[8%] size-72 rounded-full bg-violet-400/20 blur-3xl sm:size-96" />
      <div className="absolute top-10 right-[6%] size-64 rounded-full bg-sky-300/20 blur-3xl sm:size-80" />
    </div>
  );
}
