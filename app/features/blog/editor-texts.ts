import { READ_TIME } from "../../platform/db/column-values.ts";
import { postLimits } from "./blog-constants.ts";

/** Spec §2 Post editor, §8. */
export const editorTexts = {
  createTitle: "Create New Post",
  editTitle: "Edit Post",
  backToBlog: "Back to Blog",
  saveDraft: "Save Draft",
  publish: "Publish",
  saving: "Saving...",
  title: "Title",
  titlePlaceholder: "Enter your post title...",
  excerpt: "Excerpt",
  excerptPlaceholder: "A short summary shown on cards and in search results...",
  coverImage: "Cover Image URL",
  coverPlaceholder: "https://example.com/image.jpg",
  content: "Content",
  contentPlaceholder: "Write your post in Markdown...",
  edit: "Edit",
  preview: "Preview",
  emptyPreview: "Nothing to preview yet. Start writing your content!",
  settings: "Post Settings",
  author: "Author",
  readTime: "Estimated Read Time (minutes)",
  featured: "Featured Post",
  tags: "Tags",
  tagPlaceholder: "Add a tag...",
  addTag: "Add",
  popularTags: "Popular tags",
  removeTag: (tag: string) => `Remove tag ${tag}`,
  cardPreview: "Preview",
  missing: { title: "Error", description: "Please fill in at least the title and content." },
  tooLong: {
    title: "Post too long",
    description: `Titles can be ${postLimits.title}, excerpts ${postLimits.excerpt} and posts ${postLimits.content.toLocaleString("en-US")} characters long at most.`,
  },
  saved: { title: "Post saved!", description: "Your blog post has been saved successfully." },
  signInPrompt: {
    title: "Sign in to write a post",
    description: "Writing for the blog needs an account with the author or admin role.",
  },
  noRole: {
    title: "Your account can't write posts yet",
    description: "Writing for the blog needs the author or admin role. Ask an admin to give your account the author role.",
  },
  toolbar: {
    bold: "Bold",
    italic: "Italic",
    link: "Link",
    heading: "H2 heading",
    bullet: "Bullet List",
    numbered: "Numbered List",
    quote: "Quote",
    code: "Code",
  },
} as const;

/** Spec §5: 1 to 60 minutes; anything unparseable is the default, 5. */
export function parseReadTime(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(n)) return READ_TIME.default;
  return Math.min(READ_TIME.max, Math.max(READ_TIME.min, Math.round(n)));
}

/** Spec §5: a new tag is trimmed, and ignored when empty or already chosen. */
/** Whether a tag is chosen already, in any letter case. */
export const hasTag = (tags: readonly string[], tag: string) => tags.some((existing) => existing.toLowerCase() === tag.toLowerCase());

export function addTag(tags: readonly string[], input: string): string[] {
  const tag = input.trim().replace(/\s+/g, " ");
  if (!tag || hasTag(tags, tag)) return [...tags];
  return [...tags, tag];
}

/**
 * The editor's length limits, checked alike in the browser and on the server.
 * A line break counts as one character, though forms send it as CR LF.
 */
export function isPostTooLong(values: { title?: string; excerpt?: string; content?: string }): boolean {
  const length = (value = "") => value.replaceAll("\r\n", "\n").length;
  return length(values.title) > postLimits.title || length(values.excerpt) > postLimits.excerpt || length(values.content) > postLimits.content;
}
