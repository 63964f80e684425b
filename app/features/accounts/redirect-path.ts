import { internalPath } from "#app/platform/http/internal-url.ts";

/** Only same-site paths are followed after signing in (never another origin). */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  return internalPath(value) ?? fallback;
}
