import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useRevalidator } from "react-router";
import { formatDateTime } from "../../../platform/dates.ts";
import { webhookEvents } from "../../webhooks/webhook-events.ts";
import { activityText, feedTexts, tableOfEvent, type ActivityItem } from "../feed-texts.ts";

/** The newest events heard since the page opened, newest first. */
const FeedContext = createContext<ActivityItem[]>([]);
const KEEP = 20;

/**
 * The dashboard's one connection to the admin feed (GET /api/v1/events), for
 * admins: keeps the events heard for the activity list, and reloads the
 * open table (waitlist, demo requests, comments) when an event about it
 * comes in. EventSource reconnects by itself, resuming after the last id.
 */
export function AdminFeedProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [events, setEvents] = useState<ActivityItem[]>([]);
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const current = useRef({ pathname, revalidator });
  useEffect(() => {
    current.current = { pathname, revalidator };
  });

  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource("/api/v1/events");
    let reload: ReturnType<typeof setTimeout> | undefined;
    const heard = (message: MessageEvent<string>) => {
      const { at, ...data } = JSON.parse(message.data) as Record<string, unknown> & { at: string };
      const item: ActivityItem = { id: Number(message.lastEventId), name: message.type, data, at };
      setEvents((list) => (list.some((seen) => seen.id === item.id) ? list : [item, ...list].slice(0, KEEP)));
      // A burst of joins reloads the table once.
      if (tableOfEvent(item.name) === current.current.pathname) {
        clearTimeout(reload);
        reload = setTimeout(() => void current.current.revalidator.revalidate(), 150);
      }
    };
    for (const name of webhookEvents) source.addEventListener(name, heard);
    return () => {
      clearTimeout(reload);
      source.close();
    };
  }, [enabled]);

  return <FeedContext.Provider value={events}>{children}</FeedContext.Provider>;
}

/** The Overview's list: what the page loaded with, and what the feed brings since, newest first. */
export function ActivityList({ initial }: { initial: ActivityItem[] }) {
  const live = useContext(FeedContext);
  const ids = new Set(live.map((item) => item.id));
  const items = [...live, ...initial.filter((item) => !ids.has(item.id))].slice(0, KEEP);
  return (
    <section aria-labelledby="activity-title" className="rounded-2xl border bg-card p-6 shadow-xs">
      <h2 id="activity-title" className="text-lg font-semibold tracking-tight">
        {feedTexts.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{feedTexts.description}</p>
      {/* A log: screen readers read new rows out politely. */}
      <div role="log" aria-labelledby="activity-title">
        <ol className="mt-4 grid gap-2">
          {items.length === 0 ? (
            <li className="text-sm text-muted-foreground">{feedTexts.empty}</li>
          ) : (
            items.map((item) => (
              <li key={item.id} data-event={item.name} className="rounded-lg border bg-background px-3 py-2 text-sm">
                <p className="break-words">{activityText(item)}</p>
                <time dateTime={item.at} className="text-xs text-muted-foreground">
                  {formatDateTime(item.at)}
                </time>
              </li>
            ))
          )}
        </ol>
      </div>
    </section>
  );
}
