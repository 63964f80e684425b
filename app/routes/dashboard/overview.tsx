import { AssistantPanel } from "../../features/dashboard/components/assistant-panel.tsx";
import { WorkflowCard } from "../../features/dashboard/components/workflow-card.tsx";

export const handle = { title: "Overview" };

export default function DashboardOverview() {
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <WorkflowCard />
      <AssistantPanel />
    </div>
  );
}
