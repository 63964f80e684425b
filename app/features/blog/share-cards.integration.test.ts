import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import type { SessionUser } from "#app/features/accounts/roles.ts";
import { authors, posts, shareCards, user } from "#app/platform/db/schema.ts";
import { uploadImage } from "#app/platform/images/image-store.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import * as drawing from "#app/platform/share-cards/share-card.server.ts";
import { readShareCard } from "#app/platform/share-cards/share-card-store.server.ts";
import { meta } from "#app/routes/blog/post.tsx";
import { getPost } from "./blog.server.ts";
import { savePostAction } from "./editor.server.ts";
import { loadPostPage } from "./post-page.handlers.server.ts";
import { fillShareCards, postShareCardUrl } from "./share-cards.server.ts";

// The real drawing, which a test can make fail once.
vi.mock("#app/platform/share-cards/share-card.server.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof drawing>();
  return { ...actual, renderShareCard: vi.fn(actual.renderShareCard) };
});

const writer: SessionUser = { id: "u-grace", name: "Grace Hopper", email: "grace@example.com", role: "author", emailVerified: true };
const PUBLIC_URL = "http://localhost:3000";
const CARD_URL = /^\/media\/cards\/[0-9a-f]{24}\.png$/;

function form(fields: Record<string, string>) {
  return new Request(`${PUBLIC_URL}/blog/create`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ content: "Some text.", ...fields }),
  });
}

async function expectCardPng(bytes: Buffer | null) {
  expect(bytes).not.toBeNull();
  const { format, width, height } = await sharp(bytes!).metadata();
  expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
}

describe(`share cards of posts on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  const context = () => ({ db: db(), logger, config: { publicUrl: PUBLIC_URL } });
  const save = async (fields: Record<string, string>, slug?: string) => {
    const existing = slug ? (await getPost(db(), slug, writer))!.post : undefined;
    const answer = (await savePostAction(form(fields), context(), writer, existing)) as { data: { ok: boolean; slug: string } };
    expect(answer.data.ok).toBe(true);
    return answer.data.slug;
  };
  const cardOf = async (slug: string) => postShareCardUrl(db(), (await getPost(db(), slug, writer))!.post.id);
  const fileOf = (url: string) => url.slice("/media/cards/".length);

  beforeEach(async () => {
    await db().insert(user).values({ id: writer.id, name: writer.name, email: writer.email, role: "author" });
    await db().insert(authors).values({ id: "grace-hopper", name: "Grace Hopper", title: "Writer", bio: "", userId: writer.id });
  });

  it("draws a 1200 × 630 PNG when a post is published, and a new one (a new address) when its title changes", async () => {
    const slug = await save({ intent: "publish", title: "Share cards for every post" });
    const first = await cardOf(slug);
    expect(first).toMatch(CARD_URL);
    await expectCardPng(await readShareCard(db(), fileOf(first!)));

    // Only the text changed: the card is the same.
    await save({ intent: "publish", title: "Share cards for every post", content: "Other text." }, slug);
    expect(await cardOf(slug)).toBe(first);

    await save({ intent: "publish", title: "Share cards for every single post" }, slug);
    const second = await cardOf(slug);
    expect(second).toMatch(CARD_URL);
    expect(second).not.toBe(first);
    const bytes = await readShareCard(db(), fileOf(second!));
    await expectCardPng(bytes);
    expect(bytes!.equals((await readShareCard(db(), fileOf(first!))) ?? Buffer.alloc(0))).toBe(false);
    // One card per post: the old one is gone.
    expect(await readShareCard(db(), fileOf(first!))).toBeNull();
  });

  it("draws a draft's card too, so it is ready when the post goes live", async () => {
    const slug = await save({ intent: "draft", title: "Not yet" });
    expect(await cardOf(slug)).toMatch(CARD_URL);
  });

  it("draws the cover: an uploaded image, or a file of public/; an external one is left out", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#10b981" } })
      .png()
      .toBuffer();
    const image = await uploadImage(db(), new File([png], "cover.png"), writer.id);
    const plain = await cardOf(await save({ intent: "publish", title: "Same title" }));
    const uploaded = await cardOf(await save({ intent: "publish", title: "Same title", coverImage: image.url }));
    const shipped = await cardOf(
      await save({ intent: "publish", title: "Same title", coverImage: "/blog/covers/measuring-the-roi-of-ai-work-automation.svg" }),
    );
    const external = await cardOf(await save({ intent: "publish", title: "Same title", coverImage: "https://example.com/cover.jpg" }));
    expect(new Set([plain, uploaded, shipped]).size).toBe(3);
    expect(external).toBe(plain);
    // The uploaded cover's green on the card's right side.
    const { data } = await sharp((await readShareCard(db(), fileOf(uploaded!)))!)
      .extract({ left: 1190, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(data[2]!);
  });

  it("names the card (an absolute address) in the post page's og:image and twitter:image", async () => {
    const slug = await save({ intent: "publish", title: "Named in the meta" });
    const page = await loadPostPage({ request: new Request(`${PUBLIC_URL}/blog/${slug}`), context: testLoadContext(database.current), params: { slug } });
    expect(page.shareCard).toMatch(CARD_URL);
    const tags = meta({ loaderData: page, matches: [{ id: "root", loaderData: { publicUrl: PUBLIC_URL } }] } as unknown as Parameters<typeof meta>[0]);
    const content = (key: string) =>
      tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key)) as { content?: string } | undefined;
    expect(content("og:image")?.content).toBe(`${PUBLIC_URL}${page.shareCard}`);
    expect(content("twitter:image")?.content).toBe(`${PUBLIC_URL}${page.shareCard}`);
    expect(content("twitter:card")?.content).toBe("summary_large_image");
  });

  it("saves the post when its card fails to draw; the page then names the site's image", async () => {
    vi.mocked(drawing.renderShareCard).mockRejectedValueOnce(new Error("no fonts"));
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    const slug = await save({ intent: "publish", title: "Card fails" });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ postId: expect.any(String) }), "drawing the post's share card failed");
    errors.mockRestore();
    expect(await cardOf(slug)).toBeNull();
    const page = await loadPostPage({ request: new Request(`${PUBLIC_URL}/blog/${slug}`), context: testLoadContext(database.current), params: { slug } });
    const tags = meta({ loaderData: page, matches: [{ id: "root", loaderData: { publicUrl: PUBLIC_URL } }] } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ property: "og:image", content: `${PUBLIC_URL}/og-image.png` });
  });

  it("fills in at start the cards of posts without a current one (sample posts, a renamed author), once", async () => {
    await db()
      .insert(posts)
      .values([
        { slug: "sample-one", title: "Sample one", content: "x", authorId: "grace-hopper", status: "published" },
        { slug: "sample-two", title: "Sample two", content: "x", authorId: "grace-hopper", status: "draft" },
      ]);
    const onError = vi.fn();
    // A closing server stops it between cards.
    expect(await fillShareCards(db(), { onError, stopped: () => true })).toBe(0);
    expect(await fillShareCards(db(), { onError })).toBe(2);
    expect(await fillShareCards(db(), { onError })).toBe(0);
    const before = await cardOf("sample-one");
    expect(before).toMatch(CARD_URL);
    await db().update(authors).set({ name: "Rear Admiral Grace Hopper" }).where(eq(authors.id, "grace-hopper"));
    expect(await fillShareCards(db(), { onError })).toBe(2);
    expect(await cardOf("sample-one")).not.toBe(before);
    expect(onError).not.toHaveBeenCalled();
    expect(await db().select({ postId: shareCards.postId }).from(shareCards)).toHaveLength(2);
  });
});
