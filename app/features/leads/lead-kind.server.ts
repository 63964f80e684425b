import type { LeadKind } from "./admin/lead-admin.server.ts";

/** The kinds of lead, each named in its routes' paths by the same word (app/routes.ts). */
const leadKinds = ["waitlist", "demo-requests"] as const satisfies readonly LeadKind[];

/**
 * Which kind of lead a URL of the dashboard or the API is about: the first
 * segment of its path that names one. The one place this is decided; the
 * route modules shared by both kinds (export, item) call it.
 */
export function leadKindOf(url: string | Request): LeadKind {
  const segments = new URL(typeof url === "string" ? url : url.url).pathname.split("/");
  const kind = segments.find((segment): segment is LeadKind => (leadKinds as readonly string[]).includes(segment));
  if (!kind) throw new Error(`No kind of lead in ${typeof url === "string" ? url : url.url}`);
  return kind;
}
