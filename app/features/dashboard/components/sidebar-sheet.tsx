import type * as React from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/ui/dialog.tsx";

/**
 * The sidebar as an 18rem overlay on phones, a modal dialog from the left, the viewport's full height.
 * `children` is the sidebar's list, from the shell: imported here too, it would be a file of its own
 * that every dashboard page loads (shared by the shell and this lazy chunk).
 */
export default function SidebarSheet({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: React.ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="sidebar-sheet" size="sheet">
        <DialogTitle size="sm">Dashboard</DialogTitle>
        <DialogDescription className="sr-only">Pages of your workspace</DialogDescription>
        <nav aria-label="Dashboard">{children}</nav>
      </DialogContent>
    </Dialog>
  );
}
