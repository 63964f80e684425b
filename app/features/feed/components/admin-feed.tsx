import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { connectFeed } from "../feed-connection.ts";

/**
 * The admin feed on the dashboard pages that show it: the Overview (its
 * activity list) and the waitlist, demo request and comment tables, which
 * reload when an event about them comes in. One EventSource while such a
 * page is open; other pages (settings, the heaviest) load none of this.
 */
export function useAdminFeed(enabled = true) {
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
}
