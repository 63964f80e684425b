/** The blog's words. */
export const blogTexts = {
  title: "Blog",
  subtitle: "Guides, case studies and product news on automating business work with AI agents.",
  description: "Articles on automating business work with AI agents: guides, case studies and product news from the Droids team.",
  searchLabel: "Search posts",
  searchPlaceholder: "Search posts...",
  searchSubmit: "Search",
  allPosts: "All Posts",
  featured: "Featured Posts",
  writePost: "Write a Post",
  empty: "No posts found matching your criteria.",
  backToBlog: "Back to Blog",
  draftNotice: "Draft: only you and admins can see this post.",
  /** Before its time; the time follows. */
  scheduledNotice: "Scheduled: only you and admins can see this post until it goes live at",
  minRead: (minutes: number) => `${minutes} min read`,
  related: "Related Posts",
} as const;
