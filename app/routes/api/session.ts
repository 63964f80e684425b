import { loadSessionInfo } from "#app/features/accounts/auth-api.handlers.server.ts";
import type { Route } from "./+types/session";

export const loader = (args: Route.LoaderArgs) => loadSessionInfo(args);
