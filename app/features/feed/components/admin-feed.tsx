import { useEffect, useRef, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { connectFeed } from "#app/features/feed/feed-connection.ts";

/**
 * The admin feed on the dashboard pages that show it: the Overview (its
 * activity list) and the waitlist, demo request and comment tables, which
 * reload when an event about them comes in. One EventSource while such a
 * page is open; other pages (settings, the heaviest) load none of this.
 *
 * A reload drops the page's action answer (React Router clears actionData
 * on a revalidation), so an admin's "Invited 2 entries" would vanish when
 * an event came in just after it: the answer given is kept until the admin
 * moves on (another submission or navigation makes a new location).
 */
export function useAdminFeed<Answer>(actionData?: Answer, enabled = true): Answer | undefined {
  const { key } = useLocation();
  const [kept, setKept] = useState({ key, answer: actionData });
  if (kept.key !== key || (actionData !== undefined && actionData !== kept.answer)) setKept({ key, answer: actionData });
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  });
  useEffect(() => {
    if (!enabled) return;
    return connectFeed((table) => {
      if (table === window.location.pathname) void latest.current();
    });
  }, [enabled]);
  return actionData ?? (kept.key === key ? kept.answer : undefined);
}
