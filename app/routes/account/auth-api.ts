import { handleAuthApi } from "#app/features/accounts/auth-api.handlers.server.ts";
import type { Route } from "./+types/auth-api";

export const loader = (args: Route.LoaderArgs) => handleAuthApi(args);
export const action = (args: Route.ActionArgs) => handleAuthApi(args);
