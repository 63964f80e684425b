import { getAuth } from "../../features/accounts/auth.server.ts";
import { retryAfterOf } from "../../features/accounts/session.server.ts";
import type { Route } from "./+types/auth-api";

/** better-auth's own endpoints: OAuth callbacks, e-mail verification and reset links, its JSON API. */
async function handle(request: Request) {
  const response = await (await getAuth()).handler(request);
  // Its rate limiter says X-Retry-After; clients and proxies read the standard header.
  const retryAfter = retryAfterOf(response);
  if (retryAfter !== undefined && !response.headers.has("retry-after")) response.headers.set("Retry-After", String(retryAfter));
  return response;
}

export const loader = ({ request }: Route.LoaderArgs) => handle(request);
export const action = ({ request }: Route.ActionArgs) => handle(request);
