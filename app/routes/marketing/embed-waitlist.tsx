import { data } from "react-router";
import { loadEmbeddedForm, submitEmbeddedForm } from "#app/features/leads/embed/embed.handlers.server.ts";
import { FrameHeight } from "#app/features/leads/embed/frame-height.tsx";
import { WaitlistForm } from "#app/features/leads/components/waitlist-form.tsx";
import { waitlistTexts } from "#app/features/leads/waitlist/waitlist-texts.ts";
import { passOnHeaders } from "#app/platform/http/pass-on-headers.ts";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import type { PageLayoutHandle } from "#app/ui/page-layout.ts";
import { formClientAction } from "#app/ui/form-client-action.ts";
import type { Route } from "./+types/embed-waitlist";

/** Shown inside the sites an admin allowed (frame-ancestors), without the site's header and footer. */
export const handle: ServerRouteHandle & PageLayoutHandle = { layout: "framed", server: { framedBy: "embed-origins" } };

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () => [{ title: waitlistTexts.title }, { name: "robots", content: "noindex" }];

export const loader = (args: Route.LoaderArgs) => loadEmbeddedForm(args);

export async function action(args: Route.ActionArgs) {
  const { status, result, headers } = await submitEmbeddedForm(args);
  return data(result, { status, headers });
}

/** With JavaScript on: a network failure becomes the form's fallback message, not an error page. */
export const clientAction = formClientAction(waitlistTexts);

export default function EmbeddedWaitlistForm({ loaderData, actionData }: Route.ComponentProps) {
  const { source } = loaderData;
  const action = source ? `/embed/waitlist?${new URLSearchParams({ source })}` : "/embed/waitlist";
  return (
    <section className="p-4 sm:p-6">
      <h1 className="text-xl font-semibold tracking-tight">{waitlistTexts.title}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{waitlistTexts.subtitle}</p>
      <WaitlistForm className="mt-5" result={actionData} action={action} onCancel={null} />
      <FrameHeight targetOrigin={source ? new URL(source).origin : "*"} />
    </section>
  );
}
