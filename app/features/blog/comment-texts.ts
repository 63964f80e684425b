/** Longest name and comment the form takes (the server checks them again). */
export const commentLimits = { name: 100, content: 5000 } as const;

/** The comment form's words. */
export const commentTexts = {
  heading: (count: number) => `Comments (${count})`,
  name: "Your name",
  content: "Share your thoughts",
  submit: "Post Comment",
  submitting: "Posting...",
  reply: "Reply",
  cancelReply: "Cancel",
  replyingTo: (name: string) => `Replying to ${name}`,
  none: "No comments yet. Be the first to share your thoughts!",
  hide: "Hide",
  show: "Show",
  hiddenBadge: "Hidden",
  errorTitle: "Error",
  missing: { title: "Error", description: "Please fill in both name and comment fields." },
  tooLong: { title: "Error", description: "Names can be 100 characters and comments 5,000 characters long at most." },
  noParent: { title: "Error", description: "That comment can't be replied to any more. Please reload the page." },
  nul: { title: "Error", description: "Your comment contains a character we can't store (NUL). Please remove it." },
  unreadable: { title: "Error", description: "The form could not be read. Please try again." },
  added: { title: "Comment added!", description: "Your comment has been posted." },
} as const;

/**
 * The like button's answer: the post's new count and whether this visitor
 * likes it, and when a like was refused, why (the comment form answers a
 * `FormResult`).
 */
export type LikeAnswer = { intent: "like"; count: number; liked: boolean; refused?: string };

/** A like over RATE_LIMIT_LIKES (per address and post), with the wait in words. */
export const likeRefusedText = (wait: string) => `Too many likes from your network. Please try again in ${wait}.`;

/** A comment as the post page shows it, with its replies (one level). */
export interface CommentView {
  id: string;
  authorName: string;
  content: string;
  createdAt: Date;
  hidden: boolean;
  replies: Omit<CommentView, "replies">[];
}
