import { redirect } from "react-router";
import { signOutAction } from "#app/features/accounts/auth-forms.handlers.server.ts";
import type { Route } from "./+types/sign-out";

/** POST /sign-out ends the session; a GET (a typed address) goes home. */
export const action = (args: Route.ActionArgs) => signOutAction(args);
export const loader = () => redirect("/");
