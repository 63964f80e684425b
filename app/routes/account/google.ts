import { redirect } from "react-router";
import { startGoogleSignIn } from "../../features/accounts/auth-forms.handlers.server.ts";
import type { Route } from "./+types/google";

/** POST /auth/google: on to Google's consent screen (Continue with Google). */
export const action = ({ request }: Route.ActionArgs) => startGoogleSignIn(request);
export const loader = () => redirect("/sign-in");
