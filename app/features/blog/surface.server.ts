/** What other features' server modules may use of the blog (docs/decisions/0035-feature-boundaries.md). */
export { setCommentHidden } from "./blog.server.ts";
export { deleteManagedPost, listManagedPosts, listRecentComments, unscheduleManagedPost } from "./managed-posts.server.ts";
