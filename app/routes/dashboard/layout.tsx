import { Outlet, useMatches } from "react-router";
import { requireUser } from "../../features/accounts/session.server.ts";
import { DashboardShell } from "../../features/dashboard/components/dashboard-shell.tsx";
import { sidebarOpenFromCookie } from "../../features/dashboard/sidebar-state.ts";
import type { ServerRouteHandle } from "../../platform/http/route-rules.ts";
import type { Route } from "./+types/layout";

/** The dashboard's forms (posts, moderation, team) may change any kept page. */
export const handle = { server: { keptPages: "all" } } satisfies ServerRouteHandle;

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Droids" }, { name: "robots", content: "noindex" }];

/** Every /dashboard page: signed-in users only (others sign in and come back). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, context });
  return { user, sidebarOpen: sidebarOpenFromCookie(request.headers.get("cookie")) };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? "Dashboard";
  return (
    <DashboardShell user={loaderData.user} defaultOpen={loaderData.sidebarOpen} title={title}>
      <Outlet />
    </DashboardShell>
  );
}
