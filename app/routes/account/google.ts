import { redirect } from "react-router";
import { startGoogleSignIn } from "#app/features/accounts/auth-forms.handlers.server.ts";
import type { Route } from "./+types/google";

/** POST /auth/google: on to Google's consent screen (Continue with Google). */
export const action = (args: Route.ActionArgs) => startGoogleSignIn(args);
export const loader = () => redirect("/sign-in");
