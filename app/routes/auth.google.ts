import { redirect } from "react-router";
import { startGoogleSignIn } from "../auth/auth-forms.server.ts";
import type { Route } from "./+types/auth.google";

/** POST /auth/google: on to Google's consent screen (Continue with Google). */
export const action = ({ request }: Route.ActionArgs) => startGoogleSignIn(request);
export const loader = () => redirect("/sign-in");
