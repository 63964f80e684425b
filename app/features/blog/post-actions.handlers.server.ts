import { randomUUID } from "node:crypto";
import { createCookie, data } from "react-router";
import { clientIpOf } from "#app/platform/http/request-origin.server.ts";
import { hitRateLimit, waitWording } from "#app/platform/rate-limit/rate-limit.server.ts";
import type { RateLimit } from "#app/platform/rate-limit/rate-limit-rules.ts";
import { appOf, type AppContext, type RequestArgs } from "#app/platform/app-context.server.ts";
import { HONEYPOT_NAME } from "#app/ui/form-feedback.tsx";
import { commentTexts, type LikeAnswer, likeRefusedText } from "./comment-texts.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { addComment, getLikes, toggleLike } from "./blog.server.ts";
import { isUuid } from "#app/platform/uuid.ts";
import { FormRefusal, readFormFields, retryAfterHeader, runFormPipeline } from "#app/platform/forms/form-action.server.ts";
import { isPlainFormPost, proofOfWorkStep } from "#app/platform/forms/proof-of-work.server.ts";
import { CommentForm, PostActionForm } from "./post-action-schema.ts";

/** An anonymous, random id per browser: one like per visitor (no account needed). */
const visitorCookie = createCookie("droids_visitor", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 365 * 24 * 60 * 60,
});

export async function visitorIdOf(request: Request): Promise<string | null> {
  const value: unknown = await visitorCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" && isUuid(value) ? value : null;
}

/** The visitor's id, and the Set-Cookie header that gives a new visitor one. */
async function visitorId(request: Request, publicUrl: string) {
  const existing = await visitorIdOf(request);
  if (existing) return { id: existing, headers: undefined };
  const id = randomUUID();
  const secure = publicUrl.startsWith("https:");
  return { id, headers: { "Set-Cookie": await visitorCookie.serialize(id, { secure }) } };
}

/**
 * The post page's form posts: like and comment (or reply); hiding a
 * comment is the dashboard's moderation action (POST /dashboard/comments); likes limited by RATE_LIMIT_LIKES, comments by
 * RATE_LIMIT_COMMENTS and a proof-of-work challenge. A comment is answered with a `FormResult`; a like
 * with the new count.
 */
export async function handlePostAction(args: RequestArgs, postId: string) {
  const { request } = args;
  const { db, config } = appOf(args);
  const commentLimit = config.RATE_LIMIT_COMMENTS;
  const posted = await readFormFields(request);
  if (posted.intent === "comment") return commentAction(request, appOf(args), postId, posted, commentLimit);
  const visitor = await visitorId(request, config.publicUrl);
  const limit = config.RATE_LIMIT_LIKES;
  let retryAfterSeconds = 0;
  const outcome = await runFormPipeline(request, posted, {
    schema: PostActionForm,
    texts: { success: { title: "Like saved." }, errorTitle: commentTexts.unreadable.title },
    publicUrl: config.publicUrl,
    write: async () => {
      // Each like added counts against its address's limit for this post (a
      // client without the cookie is a new visitor every time); taking one back does not.
      if (limit && !(await getLikes(db, postId, visitor.id)).liked) {
        const decision = await hitRateLimit(db, `like:${clientIpOf(request)}:${postId}`, limit);
        if (!decision.allowed) {
          retryAfterSeconds = decision.retryAfterSeconds;
          throw new FormRefusal(likeRefusedText(waitWording(decision.retryAfterSeconds)), 429);
        }
      }
      return toggleLike(db, postId, visitor.id);
    },
  });
  if (outcome.saved) return data<LikeAnswer>({ intent: "like", ...outcome.saved }, { headers: visitor.headers });
  if (retryAfterSeconds) {
    const likes = await getLikes(db, postId, visitor.id);
    return data<LikeAnswer>(
      { intent: "like", ...likes, refused: outcome.result.description },
      { status: 429, headers: { ...visitor.headers, "Retry-After": String(retryAfterSeconds) } },
    );
  }
  return data({ intent: "comment", ...outcome.result } satisfies FormResult<{ intent: "comment" }>, { status: outcome.status });
}

/**
 * A comment or a reply, through the same pipeline as the lead forms (origin,
 * schema, honeypot, proof of work, rate limit, write): everyone, signed in
 * or not, posts a solved challenge, except a plain HTML post (no
 * JavaScript), let through without one under the stricter
 * `comment-no-script` bucket (docs/decisions/0053-proof-of-work.md).
 */
async function commentAction(
  request: Request,
  { db, logger, config }: AppContext,
  postId: string,
  posted: Record<string, string | string[]>,
  limit: RateLimit | null,
) {
  const outcome = await runFormPipeline(request, posted, {
    schema: CommentForm,
    texts: { success: commentTexts.added, errorTitle: commentTexts.errorTitle },
    publicUrl: config.publicUrl,
    honeypot: (comment) => Boolean(comment[HONEYPOT_NAME]),
    proofOfWork: proofOfWorkStep(db, config.authSecret, { name: "comment", limit, plainFormPost: isPlainFormPost(request) }),
    rateLimit: { db, name: "comment", limit },
    write: async ({ authorName, content, parentId: parent }) => {
      const parentId = parent && isUuid(parent) ? parent : null;
      const saved = parent && !parentId ? null : await addComment(db, postId, { authorName, content, parentId });
      if (!saved) throw new FormRefusal(commentTexts.noParent.description);
      logger.info({ postId, commentId: saved.id, reply: Boolean(parentId) }, "comment added");
    },
  });
  if (outcome.withoutProofOfWork) logger.info({ postId, withoutProofOfWork: true }, "comment accepted without proof of work (plain form post)");
  if (outcome.result.ok) return data({ intent: "comment", ...outcome.result } satisfies FormResult<{ intent: "comment" }>);
  if (outcome.code === "challenge_failed") logger.warn({ postId, code: outcome.code }, "comment refused");
  const text = (name: string) => {
    const value = posted[name];
    return (Array.isArray(value) ? value[0]! : (value ?? "")).trim();
  };
  const values = { authorName: text("authorName"), content: text("content"), parentId: text("parentId") };
  return data({ intent: "comment", ...outcome.result, values } satisfies FormResult<{ intent: "comment" }>, {
    status: outcome.status,
    headers: retryAfterHeader(outcome),
  });
}
