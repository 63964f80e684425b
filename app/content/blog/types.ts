/** A blog author loaded into an empty database. */
export interface SampleAuthor {
  /** The URL id: /author/{id}, kebab-case, e.g. "sarah-chen". */
  id: string;
  name: string;
  /** Job title, e.g. "Head of AI Research". */
  title: string;
  bio: string;
  /** A file under public/, e.g. "/blog/avatars/sarah-chen.svg". */
  avatar: string;
  /** Handles only (no URLs, no @). */
  twitter?: string;
  linkedin?: string;
  github?: string;
}

/** A published post loaded into an empty database; its body is posts/{slug}.md. */
export interface SamplePost {
  slug: string;
  title: string;
  excerpt: string;
  /** A file under public/, e.g. "/blog/covers/{slug}.svg". */
  coverImage?: string;
  tags: string[];
  authorId: string;
  /** ISO date, e.g. "2026-10-14". */
  publishedAt: string;
  /** Minutes, 1-60, roughly words / 220 rounded up. */
  readTime: number;
  featured: boolean;
}
