import type * as React from "react";
import { cn } from "#app/ui/cn.ts";
import { useNavigate } from "react-router";
import type { LegalDocument } from "#app/features/marketing/legal-document.ts";

/** Typography for the Markdown body (no typography plugin: the rules are here). */
const proseClass = cn(
  "min-w-0 max-w-3xl text-base leading-7 text-foreground/90",
  "[&>:first-child]:mt-0",
  "[&_p]:mt-4",
  "[&_h2]:mt-14 [&_h2]:border-t [&_h2]:pt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:tracking-tight [&_h3]:text-foreground",
  "[&_h2+h3]:mt-6 [&_h2+p]:mt-5",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:pl-1 [&_li::marker]:text-primary",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_a]:font-medium [&_a]:break-words [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2",
  "[&_.legal-table]:mt-6 [&_.legal-table]:overflow-hidden [&_.legal-table]:rounded-xl [&_.legal-table]:border",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:leading-6",
  "[&_thead]:bg-muted [&_th]:px-4 [&_th]:py-3 [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-foreground",
  "[&_td]:px-4 [&_td]:py-3 [&_td]:align-top [&_tbody_tr]:border-t [&_td:first-child]:font-medium [&_td:first-child]:text-foreground",
  // Below 640 px each row becomes a card whose cells are labelled with their column.
  "max-sm:[&_table]:block max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_td]:block max-sm:[&_thead]:sr-only",
  "max-sm:[&_tbody_tr]:py-2 max-sm:[&_tbody_tr:first-child]:border-t-0 max-sm:[&_td]:py-1.5",
  "max-sm:[&_td:not(:first-child)]:before:block max-sm:[&_td:not(:first-child)]:before:text-xs max-sm:[&_td:not(:first-child)]:before:font-semibold max-sm:[&_td:not(:first-child)]:before:text-muted-foreground max-sm:[&_td:not(:first-child)]:before:content-[attr(data-label)]",
);

/** True for a plain left click on a link to one of our own pages. */
function internalPath(event: React.MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const link = (event.target as Element).closest?.("a");
  const href = link?.getAttribute("href");
  return href && href.startsWith("/") && !href.startsWith("//") && !link?.target ? href : null;
}

/**
 * A legal page (privacy policy, terms): title, last-updated date, the body
 * rendered from Markdown at build time, and on wide screens a table of contents.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const navigate = useNavigate();
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-primary">Legal</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{document.title}</h1>
        <p className="mt-4 text-sm text-muted-foreground">
          Last updated <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
        </p>
      </header>

      <div className="mt-10 lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16">
        <div
          className={proseClass}
          onClick={(event) => {
            const path = internalPath(event);
            if (path) {
              event.preventDefault();
              void navigate(path);
            }
          }}
          // Our own Markdown, converted at build time: never visitors' content.
          dangerouslySetInnerHTML={{ __html: document.html }}
        />
        <nav aria-labelledby="legal-contents" className="hidden lg:block">
          <div className="sticky top-24">
            <h2 id="legal-contents" className="text-sm font-semibold text-foreground">
              On this page
            </h2>
            <ol className="mt-4 grid gap-1 border-l text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent py-1 pl-4 text-muted-foreground transition-colors hover:border-primary hover:text-foreground"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
      </div>
    </article>
  );
}
