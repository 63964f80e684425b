import { useEffect, useRef } from "react";
import { useLocation, useRevalidator } from "react-router";

/**
 * The dashboard's one connection to the admin feed, for admins (the
 * layout): what it hears goes to the Overview's activity list, and the open
 * table (waitlist, demo requests, comments) reloads when an event about it
 * comes in. The connection's code loads after the first paint.
 */
export function useAdminFeed(enabled: boolean) {
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const current = useRef({ pathname, revalidator });
  useEffect(() => {
    current.current = { pathname, revalidator };
  });
  useEffect(() => {
    if (!enabled) return;
    let close: (() => void) | undefined;
    let closed = false;
    void import("../feed-connection.ts").then(({ connectFeed }) => {
      if (closed) return;
      close = connectFeed((table) => {
        if (table === current.current.pathname) void current.current.revalidator.revalidate();
      });
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [enabled]);
}
