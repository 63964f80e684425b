/** Dashboard → Posts: its words. */
export const managedPostsTexts = {
  published: "Published",
  draft: "Draft",
  featured: " · Featured",
  /** The status column of a scheduled post; the time follows. */
  scheduled: "Scheduled",
  unschedule: "Unschedule",
  unscheduleLabel: (title: string) => `Unschedule “${title}” (keep it as a draft)`,
  deleted: { title: "Post deleted." },
  unscheduled: { title: "Post unscheduled: it is a draft again." },
  cannotDelete: "You cannot delete that post.",
  notScheduled: "That post is not scheduled any more.",
} as const;
