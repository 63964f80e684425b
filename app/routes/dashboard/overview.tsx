import { AssistantPanel } from "#app/features/dashboard/components/assistant-panel.tsx";
import { WorkflowCard } from "#app/features/dashboard/components/workflow-card.tsx";
import { ActivityList } from "#app/features/feed/components/activity-list.tsx";
import { loadRecentActivity } from "#app/features/feed/feed.handlers.server.ts";
import { useAdminFeed } from "#app/features/feed/components/admin-feed.tsx";
import type { Route } from "./+types/overview";

export const handle = { title: "Overview" };

/** Admins see the live activity list, starting with the latest events. */
export const loader = async (args: Route.LoaderArgs) => ({ activity: await loadRecentActivity(args) });

export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  useAdminFeed(undefined, loaderData.activity !== null);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-6">
        <WorkflowCard />
        {loaderData.activity ? <ActivityList initial={loaderData.activity} /> : null}
      </div>
      <AssistantPanel />
    </div>
  );
}
