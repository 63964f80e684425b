import { useSyncExternalStore } from "react";
import { formatDateTime } from "#app/platform/dates.ts";
import { activityText, feedTexts, type ActivityItem } from "#app/features/feed/feed-texts.ts";
import { heardSoFar, KEEP, watchHeard } from "#app/features/feed/feed-connection.ts";
import { Card } from "#app/ui/card.tsx";

const noEvents: ActivityItem[] = [];

/** The Overview's list: what the page loaded with, and what the feed brings since, newest first. */
export function ActivityList({ initial }: { initial: ActivityItem[] }) {
  const live = useSyncExternalStore(watchHeard, heardSoFar, () => noEvents);
  const ids = new Set(live.map((item) => item.id));
  const items = [...live, ...initial.filter((item) => !ids.has(item.id))].slice(0, KEEP);
  return (
    <Card as="section" aria-labelledby="activity-title" padding="lg">
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
    </Card>
  );
}
