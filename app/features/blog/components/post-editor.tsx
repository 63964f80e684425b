import { useId, useRef, useState } from "react";
import type * as React from "react";
import { Link, useNavigate } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { READ_TIME } from "#app/platform/db/column-values.ts";
import { postLimits, TAGS_ON, type PostStatus } from "#app/features/blog/blog-constants.ts";
import { applyCommand, type EditorCommand, insertBlock } from "#app/features/blog/editor-commands.ts";
import { editorTexts } from "#app/features/blog/editor-texts.ts";
import { addTag, hasTag, isPostTooLong, parseReadTime } from "#app/features/blog/post-fields.ts";
import { describeTimeZone, instantToLocalInput, localInputToInstant } from "#app/features/blog/schedule-time.ts";
import type { Block } from "#app/platform/text/markdown.ts";
import { useFormSubmission } from "#app/ui/use-form-submission.ts";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import type { FormResult } from "#app/ui/form-result.ts";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Switch } from "#app/ui/switch.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/ui/tabs.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { ImageUp, LinkIcon, ListOrdered, Quote } from "lucide-react";
import { PostCover } from "./post-cover.tsx";
import { POST_COLUMN_SIZES } from "#app/ui/markdown-body.tsx";
import { altFromFileName, imageFilesOf, uploadImage } from "./image-upload.ts";
import { MarkdownBody } from "#app/ui/markdown-body.tsx";
import { PostCard } from "./post-card.tsx";
import { Card } from "#app/ui/card.tsx";
import { Badge } from "#app/ui/badge.tsx";
import { RevisionHistoryButton } from "./revision-history-button.tsx";

export interface PostEditorProps {
  authors: { id: string; name: string; avatar: string | null }[];
  defaultAuthorId: string;
  popularTags: string[];
  /** The post being edited; none for a new one. */
  post: {
    slug: string;
    title: string;
    excerpt: string;
    coverImage: string | null;
    content: string;
    tags: string[];
    authorId: string;
    readTime: number;
    featured: boolean;
    status?: PostStatus;
    /** When a scheduled post goes live. */
    scheduledAt?: Date | string | null;
  } | null;
  /** Where the form posts (/blog/create or /blog/{slug}/edit). */
  action: string;
  /** The action's answer when the page was posted without JavaScript. */
  result?: FormResult;
}

// Icons from the site's set (Lucide) where a character would not do: "1." would read as part of the
// button's name, and an emoji or dingbat is an empty box where no font has it.
const toolbar: { command: EditorCommand; label: string; glyph: React.ReactNode }[] = [
  { command: "bold", label: editorTexts.toolbar.bold, glyph: "B" },
  { command: "italic", label: editorTexts.toolbar.italic, glyph: "I" },
  { command: "link", label: editorTexts.toolbar.link, glyph: <LinkIcon className="size-4" /> },
  { command: "heading", label: editorTexts.toolbar.heading, glyph: "H2" },
  { command: "bullet", label: editorTexts.toolbar.bullet, glyph: "•" },
  { command: "numbered", label: editorTexts.toolbar.numbered, glyph: <ListOrdered className="size-4" /> },
  { command: "quote", label: editorTexts.toolbar.quote, glyph: <Quote className="size-4" /> },
  { command: "code", label: editorTexts.toolbar.code, glyph: "</>" },
];

/** Accepted by the file pickers; the server reads the type from the bytes all the same. */
const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** Where an upload goes, and what the editor says about it. */
type UploadTarget = "cover" | "content";
type UploadNote = { target: UploadTarget; text: string; error?: boolean };

/** The preview's Markdown parser (marked) loads when Preview is first opened. */
let parser: Promise<(content: string) => Block[]> | undefined;
const loadParser = () => (parser ??= import("#app/platform/text/markdown.ts").then((module) => module.parseMarkdown));

/**
 * Create New Post: title, excerpt, cover, Markdown content
 * with a toolbar and Edit/Preview tabs, author, read time, featured, tags and
 * a live card preview. Save Draft, Publish and Schedule (with its time)
 * post to the route's action.
 */
export function PostEditor({ authors, defaultAuthorId, popularTags, post, action, result }: PostEditorProps) {
  const id = useId();
  const navigate = useNavigate();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const contentFiles = useRef<HTMLInputElement>(null);
  const coverFiles = useRef<HTMLInputElement>(null);
  const [uploadNote, setUploadNote] = useState<UploadNote | null>(null);
  const [title, setTitle] = useState(post?.title ?? "");
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? "");
  const [coverImage, setCoverImage] = useState(post?.coverImage ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  const [authorId, setAuthorId] = useState(post?.authorId ?? defaultAuthorId);
  const [readTime, setReadTime] = useState(String(post?.readTime ?? READ_TIME.default));
  const [featured, setFeatured] = useState(post?.featured ?? false);
  const [tags, setTags] = useState<string[]>(post?.tags ?? []);
  const [tagInput, setTagInput] = useState("");
  const [tab, setTab] = useState("edit");
  const [preview, setPreview] = useState<{ content: string; blocks: Block[] } | null>(null);
  // Drawn in the browser only (lazy-post-editor.tsx), so the author's own zone is safe to read here.
  const scheduledAt = post?.status === "scheduled" && post.scheduledAt ? new Date(post.scheduledAt) : null;
  const [scheduling, setScheduling] = useState(scheduledAt !== null);
  const [publishAt, setPublishAt] = useState(scheduledAt ? instantToLocalInput(scheduledAt) : "");
  const publishAtRef = useRef<HTMLInputElement>(null);

  const { fetcher, onSubmit, busy } = useFormSubmission<FormResult<{ status?: PostStatus }>>({
    check: (values) => (!values.title?.trim() || !values.content?.trim() ? editorTexts.missing : isPostTooLong(values) ? editorTexts.tooLong : null),
    // A scheduled post is not on the blog yet: its author finds it, with its time, in Dashboard → Posts.
    onSuccess: (answer) => void navigate(answer.status === "scheduled" ? href("/dashboard/posts") : href("/blog")),
  });
  const pageResult = fetcher.data ? undefined : result;
  // Only the button that sent the form reads "Saving..." while it is sent.
  const sending = busy ? fetcher.formData?.get("intent") : undefined;

  function run(command: EditorCommand) {
    const textarea = contentRef.current;
    if (!textarea) return;
    const next = applyCommand({ value: content, start: textarea.selectionStart, end: textarea.selectionEnd }, command);
    setContent(next.value);
    // After React has written the new value: the selection the command chose, focus kept.
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(next.start, next.end);
    });
  }

  /**
   * Uploads images one by one: a cover takes the last; each image for the
   * content goes in as its own paragraph where the cursor is at the time.
   */
  async function addImages(files: File[], target: UploadTarget) {
    for (const file of files) {
      setUploadNote({ target, text: editorTexts.uploading(file.name) });
      const answer = await uploadImage(file);
      if (!answer.ok) return setUploadNote({ target, text: answer.message, error: true });
      if (target === "cover") setCoverImage(answer.url);
      else insertImage(`![${altFromFileName(file.name)}](${answer.url})`);
      setUploadNote({ target, text: editorTexts.imageAdded });
    }
  }

  function insertImage(markdown: string) {
    const textarea = contentRef.current;
    setContent((current) => {
      const at = textarea?.value === current ? { start: textarea.selectionStart, end: textarea.selectionEnd } : { start: current.length, end: current.length };
      return insertBlock({ value: current, ...at }, markdown).value;
    });
  }

  function pickedFiles(event: React.ChangeEvent<HTMLInputElement>, target: UploadTarget) {
    const files = imageFilesOf(event.target);
    // The same file may be chosen again later.
    event.target.value = "";
    if (files.length > 0) void addImages(target === "cover" ? files.slice(-1) : files, target);
  }

  function droppedOrPasted(event: React.DragEvent | React.ClipboardEvent, items: DataTransfer | null) {
    const files = imageFilesOf(items);
    if (files.length === 0) return;
    event.preventDefault();
    void addImages(files, "content");
  }

  const noteFor = (target: UploadTarget) =>
    uploadNote?.target === target ? (
      <p role={uploadNote.error ? "alert" : "status"} className={`text-sm ${uploadNote.error ? "text-destructive" : "text-muted-foreground"}`}>
        {uploadNote.text}
      </p>
    ) : null;

  function showTab(next: string) {
    setTab(next);
    if (next === "preview" && content.trim()) {
      void loadParser().then((parse) => setPreview({ content, blocks: parse(content) }));
    }
  }

  function commitTag(value = tagInput) {
    setTags((current) => addTag(current, value));
    setTagInput("");
  }

  const author = authors.find((candidate) => candidate.id === authorId) ?? authors[0];
  const previewBlocks = preview && preview.content === content ? preview.blocks : null;
  const chosenAuthor = authors.length === 1;

  return (
    <fetcher.Form method="post" action={action} noValidate onSubmit={onSubmit} className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Link to={href("/blog")} className="text-sm font-medium text-muted-foreground hover:text-foreground">
          ← {editorTexts.backToBlog}
        </Link>
        <div className="flex flex-wrap gap-2">
          {post ? <RevisionHistoryButton slug={post.slug} /> : null}
          <Button type="submit" name="intent" value="draft" variant="outline" disabled={busy}>
            {sending === "draft" ? editorTexts.saving : scheduledAt ? editorTexts.unschedule : editorTexts.saveDraft}
          </Button>
          {/* Two elements (keys): one changed in place to a submit button while clicked would send the form at once. */}
          {scheduling ? (
            <Button key="send-schedule" type="submit" name="intent" value="schedule" variant="outline" disabled={busy}>
              {sending === "schedule" ? editorTexts.saving : editorTexts.schedule.button}
            </Button>
          ) : (
            <Button
              key="open-schedule"
              type="button"
              variant="outline"
              onClick={() => {
                setScheduling(true);
                requestAnimationFrame(() => publishAtRef.current?.focus());
              }}
            >
              {editorTexts.schedule.button}
            </Button>
          )}
          <Button type="submit" name="intent" value="publish" disabled={busy}>
            {sending === "publish" ? editorTexts.saving : scheduledAt ? editorTexts.publishNow : editorTexts.publish}
          </Button>
        </div>
      </div>
      {scheduling ? <ScheduleField id={`${id}-schedule`} inputRef={publishAtRef} value={publishAt} onChange={setPublishAt} scheduledAt={scheduledAt} /> : null}
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{post ? editorTexts.editTitle : editorTexts.createTitle}</h1>
      {pageResult ? <FormStatus result={pageResult} className="mt-6" /> : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <Card as="section" aria-label="Post" className="grid gap-5">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-title`}>{editorTexts.title}</Label>
              <Input
                id={`${id}-title`}
                name="title"
                required
                maxLength={postLimits.title}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                placeholder={editorTexts.titlePlaceholder}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-excerpt`}>{editorTexts.excerpt}</Label>
              <Textarea
                id={`${id}-excerpt`}
                name="excerpt"
                rows={3}
                maxLength={postLimits.excerpt}
                value={excerpt}
                onChange={(event) => setExcerpt(event.target.value)}
                placeholder={editorTexts.excerptPlaceholder}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-cover`}>{editorTexts.coverImage}</Label>
              <div className="flex gap-2">
                <Input
                  id={`${id}-cover`}
                  name="coverImage"
                  type="url"
                  inputMode="url"
                  maxLength={postLimits.coverImage}
                  value={coverImage}
                  onChange={(event) => setCoverImage(event.target.value)}
                  placeholder={editorTexts.coverPlaceholder}
                />
                <Button type="button" variant="outline" onClick={() => coverFiles.current?.click()}>
                  <ImageUp aria-hidden="true" />
                  {editorTexts.uploadCover}
                </Button>
                <input ref={coverFiles} type="file" accept={IMAGE_TYPES} hidden onChange={(event) => pickedFiles(event, "cover")} />
              </div>
              {noteFor("cover")}
              {coverImage.trim() ? (
                <PostCover src={coverImage.trim()} alt="Cover preview" sizes={POST_COLUMN_SIZES} className="mt-2 rounded-xl border" />
              ) : null}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-content`}>{editorTexts.content}</Label>
              <Tabs value={tab} onValueChange={showTab}>
                <TabsList>
                  <TabsTrigger value="edit">{editorTexts.edit}</TabsTrigger>
                  <TabsTrigger value="preview">{editorTexts.preview}</TabsTrigger>
                </TabsList>
                <TabsContent value="edit" forceMount className="data-[state=inactive]:hidden">
                  <div
                    role="toolbar"
                    aria-label="Formatting"
                    aria-controls={`${id}-content`}
                    className="flex flex-wrap gap-1 rounded-t-md border border-b-0 bg-muted/50 p-1"
                  >
                    {toolbar.map((tool) => (
                      <button
                        key={tool.command}
                        type="button"
                        title={tool.label}
                        aria-label={tool.label}
                        // Keep the text selection while clicking.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => run(tool.command)}
                        className="inline-flex h-8 min-w-8 items-center justify-center rounded px-2 font-mono text-sm font-semibold text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <span aria-hidden="true" className={tool.command === "italic" ? "italic" : undefined}>
                          {tool.glyph}
                        </span>
                      </button>
                    ))}
                    <button
                      type="button"
                      title={editorTexts.toolbar.image}
                      aria-label={editorTexts.toolbar.image}
                      onClick={() => contentFiles.current?.click()}
                      className="inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <ImageUp aria-hidden="true" className="size-4" />
                    </button>
                    <input ref={contentFiles} type="file" accept={IMAGE_TYPES} multiple hidden onChange={(event) => pickedFiles(event, "content")} />
                  </div>
                  <Textarea
                    ref={contentRef}
                    id={`${id}-content`}
                    name="content"
                    rows={20}
                    required
                    maxLength={postLimits.content}
                    value={content}
                    onChange={(event) => setContent(event.target.value)}
                    placeholder={editorTexts.contentPlaceholder}
                    aria-describedby={`${id}-content-help`}
                    onPaste={(event) => droppedOrPasted(event, event.clipboardData)}
                    onDragOver={(event) => {
                      // Files dragged over: this is where they go (text keeps the textarea's own handling).
                      if (!event.dataTransfer.types.includes("Files")) return;
                      event.preventDefault();
                      event.dataTransfer.dropEffect = "copy";
                    }}
                    onDrop={(event) => droppedOrPasted(event, event.dataTransfer)}
                    className="rounded-t-none font-mono"
                  />
                  <p id={`${id}-content-help`} className="mt-2 text-xs text-muted-foreground">
                    {editorTexts.imageHelp}
                  </p>
                  {noteFor("content")}
                </TabsContent>
                <TabsContent value="preview" className="min-h-40 border p-5" aria-live="polite">
                  {!content.trim() ? (
                    <p className="text-muted-foreground">{editorTexts.emptyPreview}</p>
                  ) : previewBlocks ? (
                    <MarkdownBody blocks={previewBlocks} className="[&>*:first-child]:mt-0" />
                  ) : null}
                </TabsContent>
              </Tabs>
            </div>
          </Card>
        </div>

        <div className="grid content-start gap-6">
          <Card as="section" aria-label={editorTexts.settings}>
            <h2 className="text-base font-semibold">{editorTexts.settings}</h2>
            <div className="mt-4 grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor={`${id}-author`}>{editorTexts.author}</Label>
                <select
                  id={`${id}-author`}
                  name="authorId"
                  value={authorId}
                  onChange={(event) => setAuthorId(event.target.value)}
                  className="h-10 rounded-md border border-input bg-background px-3 text-sm shadow-xs"
                >
                  {authors.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.name}
                    </option>
                  ))}
                </select>
                {chosenAuthor ? <p className="text-xs text-muted-foreground">Authors publish under their own name.</p> : null}
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-read-time`}>{editorTexts.readTime}</Label>
                <Input
                  id={`${id}-read-time`}
                  name="readTime"
                  type="number"
                  min={READ_TIME.min}
                  max={READ_TIME.max}
                  inputMode="numeric"
                  value={readTime}
                  onChange={(event) => setReadTime(event.target.value)}
                />
              </div>
              <div className="flex items-center justify-between gap-4">
                <Label htmlFor={`${id}-featured`}>{editorTexts.featured}</Label>
                <Switch id={`${id}-featured`} checked={featured} onCheckedChange={setFeatured} />
                {featured ? <input type="hidden" name="featured" value="on" /> : null}
              </div>
            </div>
          </Card>

          <Card as="section" aria-label={editorTexts.tags}>
            <h2 className="text-base font-semibold">{editorTexts.tags}</h2>
            <div className="mt-4 grid gap-4">
              <div className="flex gap-2">
                <label htmlFor={`${id}-tag`} className="sr-only">
                  {editorTexts.tags}
                </label>
                <Input
                  id={`${id}-tag`}
                  name="newTag"
                  value={tagInput}
                  maxLength={postLimits.tag}
                  onChange={(event) => setTagInput(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      commitTag();
                    }
                  }}
                  placeholder={editorTexts.tagPlaceholder}
                />
                <Button type="button" variant="outline" onClick={() => commitTag()}>
                  {editorTexts.addTag}
                </Button>
              </div>
              {tags.length > 0 ? (
                <ul className="flex flex-wrap gap-2" aria-label="Selected tags">
                  {tags.map((tag) => (
                    <Badge as="li" key={tag} tone="tag" size="removable">
                      {tag}
                      <input type="hidden" name="tags" value={tag} />
                      <button
                        type="button"
                        aria-label={editorTexts.removeTag(tag)}
                        onClick={() => setTags((current) => current.filter((existing) => existing !== tag))}
                        className="flex size-5 items-center justify-center rounded-full hover:bg-indigo-100"
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </Badge>
                  ))}
                </ul>
              ) : null}
              {popularTags.length > 0 ? (
                <div className="grid gap-2">
                  <p className="text-xs font-medium text-muted-foreground">{editorTexts.popularTags}</p>
                  <div className="flex flex-wrap gap-1.5">
                    {popularTags.map((tag) => (
                      <button
                        key={tag}
                        type="button"
                        disabled={hasTag(tags, tag)}
                        onClick={() => commitTag(tag)}
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                      >
                        {tag}
                      </button>
                    ))}
                  </div>
                </div>
              ) : null}
            </div>
          </Card>

          {title.trim() ? (
            <section aria-label="Card preview" className="grid gap-3">
              <h2 className="text-base font-semibold">{editorTexts.cardPreview}</h2>
              <PostCard
                linked={false}
                tagCount={TAGS_ON.preview}
                post={{
                  slug: "",
                  title: title.trim(),
                  excerpt: excerpt.trim(),
                  coverImage: coverImage.trim() || null,
                  tags,
                  readTime: parseReadTime(readTime),
                  author: { id: author?.id ?? "", name: author?.name ?? "", avatar: author?.avatar ?? null },
                }}
              />
            </section>
          ) : null}
        </div>
      </div>
    </fetcher.Form>
  );
}

const scheduledFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" });

/**
 * Schedule's time: a local date-time field in the author's zone, named
 * beside it, sent as an instant (ISO with its zone) so the server never
 * reads a local time in its own zone.
 */
function ScheduleField({
  id,
  inputRef,
  value,
  onChange,
  scheduledAt,
}: {
  id: string;
  inputRef: React.Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  scheduledAt: Date | null;
}) {
  // Unchanged, the scheduled time is sent as it is stored (the field holds whole minutes only).
  const instant = scheduledAt && value === instantToLocalInput(scheduledAt) ? scheduledAt.toISOString() : localInputToInstant(value);
  const zone = describeTimeZone(instant ? new Date(instant) : new Date());
  return (
    <div id={id} className="mt-4 grid justify-end gap-1 text-sm">
      {scheduledAt ? <p className="text-muted-foreground">{editorTexts.schedule.scheduledFor(scheduledFormat.format(scheduledAt))}</p> : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Label htmlFor={`${id}-at`}>{editorTexts.schedule.label}</Label>
        <Input
          ref={inputRef}
          id={`${id}-at`}
          type="datetime-local"
          className="w-auto"
          min={instantToLocalInput(new Date())}
          value={value}
          aria-describedby={`${id}-zone`}
          onChange={(event) => onChange(event.target.value)}
        />
        <input type="hidden" name="publishAt" value={instant} />
      </div>
      <p id={`${id}-zone`} className="text-right text-xs text-muted-foreground">
        {editorTexts.schedule.zone(zone)}
      </p>
    </div>
  );
}
