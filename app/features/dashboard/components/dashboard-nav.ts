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
    to: "/dashboard",
    label: "Overview",
    icon: LayoutDashboard,
  },
  {
    to: "/dashboard/projects",
    label: "Projects",
    icon: Folder,
  },
  {
    to: "/dashboard/analytics",
    label: "Analytics",
    icon: ChartColumn,
    role: "admin",
  },
  {
    to: "/dashboard/waitlist",
    label: "Waitlist",
    icon: Users,
    role: "admin",
  },
  {
    to: "/dashboard/demo-requests",
    label: "Demo requests",
    icon: Calendar,
    role: "admin",
  },
  {
    to: "/dashboard/posts",
    label: "Posts",
    icon: FileText,
    role: "author",
  },
  {
    to: "/dashboard/comments",
    label: "Comments",
    icon: MessageSquare,
    role: "admin",
  },
  {
    to: "/dashboard/updates",
    label: "Updates",
    icon: Megaphone,
    role: "admin",
  },
  {
    to: "/dashboard/outbox",
    label: "Mail outbox",
    icon: Mail,
    role: "admin",
  },
  {
    to: "/dashboard/webhooks",
    label: "Webhooks",
    icon: Webhook,
    role: "admin",
  },
  {
    to: "/dashboard/team",
    label: "Team",
    icon: UsersRound,
    role: "admin",
  },
  {
    to: "/dashboard/settings",
    label: "Settings",
    icon: Settings,
  },
];
