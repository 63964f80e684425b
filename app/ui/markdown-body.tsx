import type * as React from "react";
import type { Block, CodeToken, Inline } from "#app/platform/text/markdown.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/** A post's column: 720 px from 768 px up (max-w-3xl less its padding), the screen less its padding below. */
export const POST_COLUMN_SIZES = "(min-width: 768px) 720px, calc(100vw - 2rem)";

function inline(nodes: Inline[]): React.ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === "string") return node;
    switch (node.t) {
      case "strong":
        return <strong key={index}>{inline(node.c)}</strong>;
      case "em":
        return <em key={index}>{inline(node.c)}</em>;
      case "del":
        return <del key={index}>{inline(node.c)}</del>;
      case "code":
        return (
          <code key={index} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.875em]">
            {node.v}
          </code>
        );
      case "link": {
        return (
          <a
            key={index}
            href={node.href}
            className="font-medium text-primary underline underline-offset-4"
            {...(node.ext ? { rel: "nofollow noopener noreferrer" } : {})}
          >
            {inline(node.c)}
          </a>
        );
      }
      case "img":
        return <ResponsiveImage key={index} src={node.src} alt={node.alt} sizes={POST_COLUMN_SIZES} className="my-2 block h-auto max-w-full rounded-xl" />;
      case "br":
        return <br key={index} />;
    }
  });
}

/** Highlighted code (coloured on the server when the post was saved): spans with a colour, no script. */
function codeTokens(tokens: CodeToken[], colours: string[]): React.ReactNode[] {
  return tokens.map((token, index) =>
    typeof token === "string" ? (
      token
    ) : (
      <span key={index} style={{ color: colours[token[0]] }}>
        {token[1]}
      </span>
    ),
  );
}

function block(node: Block, index: number): React.ReactNode {
  switch (node.t) {
    case "h": {
      const Heading = `h${node.level}` as const;
      const size = node.level === 2 ? "mt-10 text-2xl" : node.level === 3 ? "mt-8 text-xl" : "mt-6 text-lg";
      return (
        <Heading key={index} className={`${size} font-semibold tracking-tight text-foreground`}>
          {inline(node.c)}
        </Heading>
      );
    }
    case "p":
      return (
        <p key={index} className="mt-5 leading-7">
          {inline(node.c)}
        </p>
      );
    case "ul":
    case "ol": {
      const List = node.t;
      return (
        <List key={index} start={node.start} className={`mt-5 grid gap-2 pl-6 ${node.t === "ul" ? "list-disc" : "list-decimal"} marker:text-muted-foreground`}>
          {node.items.map((item, i) => (
            <li key={i} className="pl-1 leading-7 [&>p]:mt-0">
              {item.map(block)}
            </li>
          ))}
        </List>
      );
    }
    case "quote":
      return (
        <blockquote key={index} className="mt-6 border-l-4 border-primary/40 pl-5 text-foreground/80 italic [&>p:first-child]:mt-0">
          {node.c.map(block)}
        </blockquote>
      );
    case "code":
      return (
        // Focusable, so a keyboard can scroll a wide code block.
        <pre
          key={index}
          tabIndex={0}
          className="mt-6 overflow-x-auto rounded-xl bg-zinc-950 p-4 text-sm leading-6 text-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <code data-language={node.lang}>{node.tokens && node.colours ? codeTokens(node.tokens, node.colours) : node.v}</code>
        </pre>
      );
    case "hr":
      return <hr key={index} className="my-10 border-border" />;
  }
}

/**
 * A post body (blog/markdown.ts's tree) drawn as React elements: text only,
 * never HTML, so nothing an author types can run in a reader's browser.
 */
export function MarkdownBody({ blocks, className }: { blocks: Block[]; className?: string }) {
  return <div className={className}>{blocks.map(block)}</div>;
}
