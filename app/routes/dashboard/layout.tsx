import { Outlet, useMatches, useRouteLoaderData, type UIMatch } from "react-router";
import { requireUser } from "#app/features/accounts/session.server.ts";
import { DashboardShell } from "#app/features/dashboard/components/dashboard-shell.tsx";
import { sidebarOpenFromCookie } from "#app/features/dashboard/sidebar-state.ts";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import { RouteError } from "#app/ui/route-error.tsx";
import type { Route } from "./+types/layout";

/** The dashboard's forms (posts, moderation, team) may change any kept page. */
export const handle = { server: { keptPages: "all" } } satisfies ServerRouteHandle;

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Droids" }, { name: "robots", content: "noindex" }];

/** Every /dashboard page: signed-in users only (others sign in and come back). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, context });
  return { user, sidebarOpen: sidebarOpenFromCookie(request.headers.get("cookie")) };
}

const pageTitle = (matches: UIMatch[]) => (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? "Dashboard";

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell user={loaderData.user} defaultOpen={loaderData.sidebarOpen} title={pageTitle(useMatches())}>
      <Outlet />
    </DashboardShell>
  );
}

/**
 * A dashboard page that fails (its loader throws: a 404, a 403, an outage)
 * keeps the shell: the sidebar stays, the error takes the page's place. Only
 * when this layout's own loader failed is there no user to draw it for.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/dashboard/layout");
  const title = pageTitle(useMatches());
  return shell ? (
    <DashboardShell user={shell.user} defaultOpen={shell.sidebarOpen} title={title}>
      <RouteError error={error} level={2} />
    </DashboardShell>
  ) : (
    <RouteError error={error} className="mx-auto max-w-2xl px-4 py-24 text-center" />
  );
}
