import type { SessionUser } from "#app/features/accounts/surface.ts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/ui/dialog.tsx";
import { DashboardNavList } from "./dashboard-nav-list.tsx";

/** The sidebar as an 18rem overlay on phones, a modal dialog from the left, the viewport's full height. */
export default function SidebarSheet({ open, onOpenChange, user }: { open: boolean; onOpenChange: (open: boolean) => void; user: SessionUser }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="sidebar-sheet" size="sheet">
        <DialogTitle size="sm">Dashboard</DialogTitle>
        <DialogDescription className="sr-only">Pages of your workspace</DialogDescription>
        <nav aria-label="Dashboard">
          <DashboardNavList user={user} onNavigate={() => onOpenChange(false)} />
        </nav>
      </DialogContent>
    </Dialog>
  );
}
