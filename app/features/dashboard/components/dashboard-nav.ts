import { href } from "#app/platform/http/href.ts";
import {
  Calendar,
  ChartColumn,
  FileText,
  Folder,
  LayoutDashboard,
  Mail,
  Megaphone,
  MessageSquare,
  Settings,
  Users,
  UsersRound,
  Webhook,
  type LucideIcon,
} from "lucide-react";

/** The dashboard's pages, with their Lucide icons. */
export interface DashboardNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only for this role and above (user < author < admin). */
  role?: "author" | "admin";
}

export const dashboardNav: DashboardNavItem[] = [
  {
    to: href("/dashboard"),
    label: "Overview",
    icon: LayoutDashboard,
  },
  {
    to: href("/dashboard/projects"),
    label: "Projects",
    icon: Folder,
  },
  {
    to: href("/dashboard/analytics"),
    label: "Analytics",
    icon: ChartColumn,
    role: "admin",
  },
  {
    to: href("/dashboard/waitlist"),
    label: "Waitlist",
    icon: Users,
    role: "admin",
  },
  {
    to: href("/dashboard/demo-requests"),
    label: "Demo requests",
    icon: Calendar,
    role: "admin",
  },
  {
    to: href("/dashboard/posts"),
    label: "Posts",
    icon: FileText,
    role: "author",
  },
  {
    to: href("/dashboard/comments"),
    label: "Comments",
    icon: MessageSquare,
    role: "admin",
  },
  {
    to: href("/dashboard/updates"),
    label: "Updates",
    icon: Megaphone,
    role: "admin",
  },
  {
    to: href("/dashboard/outbox"),
    label: "Mail outbox",
    icon: Mail,
    role: "admin",
  },
  {
    to: href("/dashboard/webhooks"),
    label: "Webhooks",
    icon: Webhook,
    role: "admin",
  },
  {
    to: href("/dashboard/team"),
    label: "Team",
    icon: UsersRound,
    role: "admin",
  },
  {
    to: href("/dashboard/settings"),
    label: "Settings",
    icon: Settings,
  },
];
