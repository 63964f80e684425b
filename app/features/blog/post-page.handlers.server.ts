import { href, redirect } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { getSessionUser } from "#app/features/accounts/surface.server.ts";
import { countComments, getLikes, getPost, listComments, listRelatedPosts } from "./blog.server.ts";
import { blocksOf } from "./post-content.server.ts";
import { postShareCardUrl } from "./share-cards.server.ts";
import { handlePostAction, visitorIdOf } from "./post-actions.handlers.server.ts";

type PostPageArgs = RequestArgs & { params: { slug: string } };

/** Unknown slugs, and drafts for anyone but their author and admins, go to /blog. */
async function findPost(args: PostPageArgs) {
  const { db } = appOf(args);
  const viewer = await getSessionUser(args);
  const found = await getPost(db, args.params.slug, viewer);
  if (!found) throw redirect(href("/blog"));
  return { db, viewer, ...found };
}

/** GET /blog/:slug: the post, its likes and comments (hidden ones for admins), related posts, and whether the viewer may edit it. */
export async function loadPostPage(args: PostPageArgs) {
  const { db, viewer, post, author } = await findPost(args);
  const admin = viewer?.role === "admin";
  const [likes, comments, related, shareCard] = await Promise.all([
    getLikes(db, post.id, await visitorIdOf(args.request)),
    listComments(db, post.id, { includeHidden: admin }),
    listRelatedPosts(db, post),
    postShareCardUrl(db, post.id),
  ]);
  const { content, contentBlocks, ...fields } = post;
  const { userId, ...authorFields } = author;
  return {
    post: fields,
    blocks: blocksOf({ content, contentBlocks }),
    author: authorFields,
    likes,
    comments,
    commentCount: countComments(comments),
    related,
    /** The post's share card (og:image), or null for the site's own image. */
    shareCard,
    admin,
    canEdit: admin || (userId !== null && userId === viewer?.id),
    url: `${appOf(args).config.publicUrl}/blog/${post.slug}`,
  };
}

/** POST /blog/:slug: like, comment, or hide/show a comment (admins). */
export async function postPageAction(args: PostPageArgs) {
  const { post } = await findPost(args);
  return handlePostAction(args, post.id);
}
