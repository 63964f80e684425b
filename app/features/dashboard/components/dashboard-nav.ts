/** The dashboard's pages, with Lucide (ISC) icon paths. */
export interface DashboardNavItem {
  to: string;
  label: string;
  icon: string;
  /** Only for this role and above (user < author < admin). */
  role?: "author" | "admin";
}

export const dashboardNav: DashboardNavItem[] = [
  {
    to: "/dashboard",
    label: "Overview",
    icon: "M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z",
  },
  {
    to: "/dashboard/projects",
    label: "Projects",
    icon: "M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z",
  },
  {
    to: "/dashboard/analytics",
    label: "Analytics",
    icon: "M3 3v16a2 2 0 0 0 2 2h16M18 17V9M13 17V5M8 17v-3",
    role: "admin",
  },
  {
    to: "/dashboard/waitlist",
    label: "Waitlist",
    icon: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 3a4 4 0 1 0 0 8 4 4 0 1 0 0-8m13 18v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75",
    role: "admin",
  },
  {
    to: "/dashboard/demo-requests",
    label: "Demo requests",
    icon: "M8 2v4m8-4v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2",
    role: "admin",
  },
  {
    to: "/dashboard/posts",
    label: "Posts",
    icon: "M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7zM14 2v4a2 2 0 0 0 2 2h4M10 9H8m8 4H8m8 4H8",
    role: "author",
  },
  {
    to: "/dashboard/comments",
    label: "Comments",
    icon: "M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z",
    role: "admin",
  },
  {
    to: "/dashboard/outbox",
    label: "Mail outbox",
    icon: "M22 7l-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2",
    role: "admin",
  },
  {
    to: "/dashboard/webhooks",
    label: "Webhooks",
    icon: "M18 16.98h-5.99c-1.1 0-1.95.94-2.48 1.9A4 4 0 0 1 2 17c.01-.7.2-1.4.57-2M6 17l3.13-5.78c.53-.97.1-2.18-.5-3.1a4 4 0 1 1 6.89-4.06M12 6l3.13 5.73C15.66 12.7 16.9 13 18 13a4 4 0 0 1 0 8",
    role: "admin",
  },
  {
    to: "/dashboard/team",
    label: "Team",
    icon: "M18 21a8 8 0 0 0-16 0M10 3a5 5 0 1 0 0 10 5 5 0 1 0 0-10m11.5 18a6 6 0 0 0-4-5.65M16 3.13a4 4 0 0 1 0 7.75",
    role: "admin",
  },
  {
    to: "/dashboard/settings",
    label: "Settings",
    icon: "M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2zM12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6",
  },
];
