import { leadFilters } from "../admin/lead-admin-route.server.ts";
import { leadCsvResponse } from "../admin/lead-export.server.ts";
import type { LeadKind } from "../admin/lead-admin.server.ts";
import { requireRole } from "../auth/session.server.ts";
import { getDatabase } from "../db/client.server.ts";
import type { Route } from "./+types/dashboard.lead-export";

/** /dashboard/{waitlist|demo-requests}/export.csv: the current filter as a streamed CSV (admins). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const kind: LeadKind = new URL(request.url).pathname.startsWith("/dashboard/waitlist/") ? "waitlist" : "demo-requests";
  const { db } = await getDatabase();
  const { q, status, disposable } = leadFilters(request, kind);
  return leadCsvResponse(db, kind, { q, status, disposable });
}
