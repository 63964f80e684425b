import { data } from "react-router";
import { submitDemoRequestForm } from "#app/features/leads/demo/demo-submit.handlers.server.ts";
import { DemoForm } from "#app/features/leads/components/demo-form.tsx";
import { demoTexts } from "#app/features/leads/demo/demo-texts.ts";
import { formClientAction } from "#app/ui/form-client-action.ts";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/demo";
import { passOnHeaders } from "#app/platform/http/pass-on-headers.ts";

/** Retry-After and cookies set by the action reach the page too (forms work without JavaScript). */
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: demoTexts.title, description: demoTexts.subtitle, path: "/demo" });

export async function action(args: Route.ActionArgs) {
  const { status, result, headers } = await submitDemoRequestForm(args);
  return data(result, { status, headers });
}

/** With JavaScript on: a network failure becomes the form's fallback message, not an error page. */
export const clientAction = formClientAction(demoTexts);

export function loader({ request }: Route.LoaderArgs) {
  const prompt = new URL(request.url).searchParams.get("prompt") ?? "";
  return { prompt: prompt.slice(0, 10000) };
}

export default function DemoPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{demoTexts.title}</h1>
      <p className="mt-2 text-muted-foreground">{demoTexts.subtitle}</p>
      <DemoForm className="mt-8" prompt={loaderData.prompt} result={actionData} />
    </section>
  );
}
