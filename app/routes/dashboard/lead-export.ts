import { leadFilters } from "../../features/leads/lead-admin.handlers.server.ts";
import { leadCsvResponse } from "../../features/leads/lead-export.server.ts";
import type { LeadKind } from "../../features/leads/lead-admin.server.ts";
import { requireRole } from "../../features/accounts/session.server.ts";
import { appContext } from "../../platform/app-context.server.ts";
import type { Route } from "./+types/lead-export";

/** /dashboard/{waitlist|demo-requests}/export.csv: the current filter as a streamed CSV (admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const kind: LeadKind = new URL(request.url).pathname.startsWith("/dashboard/waitlist/") ? "waitlist" : "demo-requests";
  const { db } = context.get(appContext);
  const { q, status, disposable } = leadFilters(request, kind);
  return leadCsvResponse(db, kind, { q, status, disposable });
}
