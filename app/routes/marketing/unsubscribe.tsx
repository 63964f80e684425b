import { Form } from "react-router";
import { AuthPage } from "#app/features/accounts/components/auth-page.tsx";
import { Button } from "#app/ui/button.tsx";
import { loadUnsubscribePage, unsubscribeAction } from "#app/features/leads/waitlist/status-pages.handlers.server.ts";
import { statusTexts } from "#app/features/leads/waitlist/status-texts.ts";
import type { Route } from "./+types/unsubscribe";
import { tokenPageMeta } from "#app/platform/http/page-meta.ts";

const texts = statusTexts.unsubscribe;

export const meta: Route.MetaFunction = () => tokenPageMeta(texts.title);

/** Every mail's unsubscribe link: asks, then stops all lead mail to the address. */
export const loader = (args: Route.LoaderArgs) => loadUnsubscribePage(args);
export const action = (args: Route.ActionArgs) => unsubscribeAction(args);

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { email } = loaderData;
  if (!email)
    return (
      <AuthPage title={texts.title} subtitle="" notice={{ ok: false, ...texts.invalid }}>
        {null}
      </AuthPage>
    );
  return (
    <AuthPage title={texts.title} subtitle={texts.subtitle(email)} notice={actionData ?? null}>
      {actionData?.ok ? null : (
        <Form method="post">
          <Button type="submit" className="w-full">
            {texts.button}
          </Button>
        </Form>
      )}
    </AuthPage>
  );
}
