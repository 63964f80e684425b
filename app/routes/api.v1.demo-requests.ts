import { submitDemoRequestApi } from "../demo/demo-submit.server.ts";
import type { Route } from "./+types/api.v1.demo-requests";

/** POST /api/v1/demo-requests: request a demo (public). */
export const action = ({ request }: Route.ActionArgs) => submitDemoRequestApi(request);
export const loader = ({ request }: Route.LoaderArgs) => submitDemoRequestApi(request);
