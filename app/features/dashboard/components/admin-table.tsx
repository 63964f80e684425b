import { Form, Link, useNavigation } from "react-router";
import type * as React from "react";
import { leadAdminTexts } from "#app/features/leads/surface.ts";
import { buttonVariants } from "#app/ui/button.tsx";

export interface AdminTableFilters {
  q: string;
  status: string;
  sort: "newest" | "oldest";
  /** The waitlist only: "yes" (disposable addresses), "no", or "" (all). */
  disposable?: "yes" | "no" | "";
}

/** "?q=…&status=…" for the filters (and e.g. a page), or "" when there are none. */
export function filterQuery(filters: AdminTableFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.sort === "oldest" ? { sort: "oldest" } : {}),
    ...(filters.disposable ? { disposable: filters.disposable } : {}),
    ...extra,
  });
  return params.size ? `?${params}` : "";
}

const selectClass = "h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs";

/** Search, status filter, sort and Export CSV (all in the address, so they work without JavaScript). */
export function LeadFilters({
  filters,
  statuses,
  exportHref,
  withDisposable = false,
}: {
  filters: AdminTableFilters;
  statuses: readonly string[];
  exportHref: string;
  /** The waitlist's filter on disposable addresses. */
  withDisposable?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <div className="grid gap-1">
          <label htmlFor="lead-q" className="text-sm font-medium">
            {leadAdminTexts.search}
          </label>
          <input
            id="lead-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            key={filters.q}
            maxLength={200}
            className="h-9 w-64 rounded-md border border-input bg-background px-3 text-sm shadow-xs"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="lead-status" className="text-sm font-medium">
            Status
          </label>
          <select id="lead-status" name="status" defaultValue={filters.status} key={filters.status} className={selectClass}>
            <option value="">{leadAdminTexts.allStatuses}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        {withDisposable ? (
          <div className="grid gap-1">
            <label htmlFor="lead-disposable" className="text-sm font-medium">
              {leadAdminTexts.addresses}
            </label>
            <select id="lead-disposable" name="disposable" defaultValue={filters.disposable} key={filters.disposable} className={selectClass}>
              <option value="">{leadAdminTexts.allAddresses}</option>
              <option value="yes">{leadAdminTexts.disposableOnly}</option>
              <option value="no">{leadAdminTexts.notDisposable}</option>
            </select>
          </div>
        ) : null}
        <div className="grid gap-1">
          <label htmlFor="lead-sort" className="text-sm font-medium">
            Sort
          </label>
          <select id="lead-sort" name="sort" defaultValue={filters.sort} key={filters.sort} className={selectClass}>
            <option value="newest">{leadAdminTexts.newest}</option>
            <option value="oldest">{leadAdminTexts.oldest}</option>
          </select>
        </div>
        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {leadAdminTexts.apply}
        </button>
      </Form>
      <a href={exportHref} download className={buttonVariants({ size: "sm", className: "ml-auto" })}>
        {leadAdminTexts.export}
      </a>
    </div>
  );
}

/** Status select and Update, for one row. */
export function StatusForm({ id, status, statuses, label }: { id: string; status: string; statuses: readonly string[]; label: string }) {
  return (
    <Form method="post" preventScrollReset className="flex items-center gap-1.5">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="key" value={id} />
      <select name="status" defaultValue={status} key={status} aria-label={`Status of ${label}`} className={selectClass}>
        {statuses.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
        {leadAdminTexts.update}
      </button>
    </Form>
  );
}

/** Page X of Y with Previous and Next, keeping the filters; "More than N matches · page X" when counting stopped at N. */
export function Pager({
  page,
  pageCount,
  total,
  capped = false,
  noun,
  href,
}: {
  page: number;
  pageCount: number;
  total: number;
  /** More than `total` match (the pages go as far as `total`). */
  capped?: boolean;
  noun: string;
  href: (page: number) => string;
}) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        {`${capped ? leadAdminTexts.moreThan(total) : `${total.toLocaleString("en-US")} ${noun}`} · page ${page}${capped ? "" : ` of ${pageCount}`}`}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={href(page + 1)} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/**
 * The table frame, keyboard-reachable. Its cells fit a laptop's width
 * (long texts cut, see Truncated); below 40rem each row is a card of cells
 * labelled by their `data-label` (app.css, `.admin-table`). Should a table
 * still be too wide, it scrolls inside the frame, never the page.
 */
export function TableFrame({ caption, children }: { caption: string; children: React.ReactNode }) {
  const navigation = useNavigation();
  return (
    <div tabIndex={0} role="region" aria-label={caption} aria-busy={navigation.state !== "idle"} className="overflow-x-auto rounded-xl border">
      <table className="admin-table w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/**
 * A long text cut to one line: the whole text in its title (shown on hover)
 * and, when focused, unfolded in place. `width` is its widest, as CSS.
 */
export function Truncated({ text, width }: { text: string; width?: string }) {
  return (
    <span data-truncate="" tabIndex={0} title={text} style={width ? ({ "--truncate-width": width } as React.CSSProperties) : undefined}>
      {text}
    </span>
  );
}

export const th = "border-b bg-muted/50 px-3 py-2 font-medium whitespace-nowrap text-muted-foreground";
export const td = "border-b px-3 py-2 align-top";

/** Column headings; an empty one is the row actions' column. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((heading, index) => (
          <th key={index} scope="col" className={th}>
            {heading || <span className="sr-only">Actions</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The one row of an empty table. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="border-b px-3 py-10 text-center align-top text-muted-foreground">
        {text}
      </td>
    </tr>
  );
}
