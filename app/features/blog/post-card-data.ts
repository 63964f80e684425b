/** What a post card draws: lists, related posts, author pages and the editor's live preview. */
export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string | null;
  tags: string[];
  readTime: number;
  author: { id: string; name: string; avatar: string | null };
}
