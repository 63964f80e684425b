import { data } from "react-router";
import { submitWaitlistForm } from "#app/features/leads/waitlist/waitlist-submit.handlers.server.ts";
import { pickExample } from "#app/content/examples.ts";
import { WaitlistForm } from "#app/features/leads/components/waitlist-form.tsx";
import { formClientAction } from "#app/ui/form-client-action.ts";
import { waitlistTexts } from "#app/features/leads/waitlist/waitlist-texts.ts";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/waitlist";
import { passOnHeaders } from "#app/platform/http/pass-on-headers.ts";

/** Retry-After and cookies set by the action reach the page too (forms work without JavaScript). */
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: waitlistTexts.title, description: waitlistTexts.subtitle, path: "/waitlist" });

export async function action(args: Route.ActionArgs) {
  const { status, result, headers } = await submitWaitlistForm(args);
  return data(result, { status, headers });
}

/** With JavaScript on: a network failure becomes the form's fallback message, not an error page. */
export const clientAction = formClientAction(waitlistTexts);

/** ?prompt= carries the hero's text here; ?lucky=1 (the Lucky button without JavaScript) picks an example. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const prompt = params.get("lucky") ? pickExample().prompt : (params.get("prompt") ?? "");
  return { prompt: prompt.slice(0, 10000) };
}

export default function WaitlistPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{waitlistTexts.title}</h1>
      <p className="mt-2 text-muted-foreground">{waitlistTexts.subtitle}</p>
      <WaitlistForm className="mt-8" prompt={loaderData.prompt} result={actionData} editablePrompt />
    </section>
  );
}
