import { Form, Link, useNavigation } from "react-router";
import { AuthPage } from "#app/features/accounts/components/auth-page.tsx";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { confirmAction, loadConfirmPage } from "#app/features/leads/waitlist/status-pages.handlers.server.ts";
import { statusTexts } from "#app/features/leads/waitlist/status-texts.ts";
import type { Route } from "./+types/waitlist-confirm";
import { tokenPageMeta } from "#app/platform/http/page-meta.ts";

const texts = statusTexts.confirm;

export const meta: Route.MetaFunction = () => tokenPageMeta(texts.title);

/**
 * The mail's confirmation link. Opening it only shows a button: mail
 * scanners that fetch links must not use up the single-use token.
 */
export const loader = (args: Route.LoaderArgs) => loadConfirmPage(args);
export const action = (args: Route.ActionArgs) => confirmAction(args);

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  if (loaderData.statusPath) {
    return (
      <AuthPage title={texts.title} subtitle={texts.subtitle} notice={{ ok: true, ...texts.already }}>
        <Link to={loaderData.statusPath} className={buttonVariants({ className: "w-full" })}>
          {texts.statusLink}
        </Link>
      </AuthPage>
    );
  }
  if (!loaderData.usable || actionData) {
    return (
      <AuthPage title={texts.title} subtitle={texts.subtitle} notice={{ ok: false, ...texts.invalid }}>
        {null}
      </AuthPage>
    );
  }
  return (
    <AuthPage title={texts.title} subtitle={texts.subtitle}>
      <Form method="post">
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? texts.pending : texts.button}
        </Button>
      </Form>
    </AuthPage>
  );
}
