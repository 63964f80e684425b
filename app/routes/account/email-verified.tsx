import { Link } from "react-router";
import { emailVerifiedLoader } from "#app/features/accounts/auth-forms.handlers.server.ts";
import { emailVerifiedTexts } from "#app/features/accounts/mail-link-texts.ts";
import { AuthPage } from "#app/features/accounts/components/auth-page.tsx";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/email-verified";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: emailVerifiedTexts.verified.title, description: emailVerifiedTexts.verified.description, path: "/email-verified" });

/** Where the verification link lands (through better-auth): ?error=… when the link was bad. */
export const loader = (args: Route.LoaderArgs) => emailVerifiedLoader(args);

export default function EmailVerifiedPage({ loaderData }: Route.ComponentProps) {
  const notice = loaderData.verified ? emailVerifiedTexts.verified : emailVerifiedTexts.invalid;
  return (
    <AuthPage title={notice.title} subtitle={notice.description}>
      <Link to={loaderData.verified ? "/" : "/sign-in"} className="font-medium text-primary underline-offset-4 hover:underline">
        {loaderData.verified ? "Continue to the home page" : "Sign in"}
      </Link>
    </AuthPage>
  );
}
