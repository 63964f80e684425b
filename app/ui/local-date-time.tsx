import { formatDateTime, formatLocalDateTime } from "#app/platform/dates.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * A moment in the reader's own zone. The server's HTML and the hydration
 * say it in UTC (so they agree); once hydrated it is redrawn in the
 * browser's zone, named.
 */
export function LocalDateTime({ date }: { date: Date | string }) {
  const hydrated = useHydrated();
  const at = new Date(date);
  return <time dateTime={at.toISOString()}>{hydrated ? formatLocalDateTime(at) : `${formatDateTime(at)} UTC`}</time>;
}
