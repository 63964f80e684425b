import type * as React from "react";

/** True for a plain left click, i.e. not one asking for a new tab or window. */
export function isPlainClick(event: React.MouseEvent) {
  return !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
