import { exportLeadTable } from "../../features/leads/lead-admin.handlers.server.ts";
import type { Route } from "./+types/lead-export";

export const loader = (args: Route.LoaderArgs) => exportLeadTable(args);
