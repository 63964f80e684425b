import { href } from "#app/platform/http/href.ts";
import { siteEvents } from "#app/platform/events/site-events.ts";
import type { ActivityItem } from "./feed-texts.ts";

/** How many events the activity list shows. */
export const KEEP = 20;

/** The dashboard table that lists what an event is about: it reloads when one comes in. */
export function tableOfEvent(name: string): string | null {
  if (name.startsWith("waitlist.")) return href("/dashboard/waitlist");
  if (name.startsWith("demo.")) return href("/dashboard/demo-requests");
  if (name.startsWith("comment.")) return href("/dashboard/comments");
  return null;
}

/**
 * The events heard in this browser tab since the dashboard opened, newest
 * first: what the Overview's activity list adds to what it loaded with
 * (read through useSyncExternalStore).
 */
let heardEvents: ActivityItem[] = [];
const watchers = new Set<() => void>();
export const heardSoFar = () => heardEvents;
export function watchHeard(watcher: () => void) {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}

/** Adds an event to those heard, once per id. */
export function remember(item: ActivityItem) {
  if (heardEvents.some((seen) => seen.id === item.id)) return;
  heardEvents = [item, ...heardEvents].slice(0, KEEP);
  for (const watcher of watchers) watcher();
}

/**
 * Opens the admin feed (GET /api/v1/events): remembers each event, and calls
 * `reload` with the table it is about (once for a burst). Returns the
 * function that closes it. EventSource reconnects by itself, resuming after
 * the last id.
 */
export function connectFeed(reload: (table: string) => void): () => void {
  const source = new EventSource(href("/api/v1/events"));
  const due = new Map<string, ReturnType<typeof setTimeout>>();
  const heard = (message: MessageEvent<string>) => {
    const { at, ...data } = JSON.parse(message.data) as Record<string, unknown> & { at: string };
    remember({ id: Number(message.lastEventId), name: message.type, data, at });
    const table = tableOfEvent(message.type);
    if (!table) return;
    clearTimeout(due.get(table));
    due.set(
      table,
      setTimeout(() => reload(table), 150),
    );
  };
  for (const name of siteEvents) source.addEventListener(name, heard);
  return () => {
    source.close();
    for (const timer of due.values()) clearTimeout(timer);
  };
}
