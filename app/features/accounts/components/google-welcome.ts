import type { Location, NavigateFunction } from "react-router";
import { googleTexts } from "#app/features/accounts/auth-texts.ts";
import { notify } from "#app/ui/toaster.tsx";

/**
 * Back from Google (?welcome=google, or google-new for a new account): the
 * welcome toast, then the parameter leaves the address. Loaded only then.
 */
export function welcomeBackFromGoogle({ pathname, search, hash }: Location, navigate: NavigateFunction) {
  const params = new URLSearchParams(search);
  const welcome = params.get("welcome");
  if (welcome !== "google" && welcome !== "google-new") return;
  void notify({ ...(welcome === "google" ? googleTexts.signedIn : googleTexts.signedUp), variant: "success" });
  params.delete("welcome");
  const rest = params.toString();
  void navigate(`${pathname}${rest ? `?${rest}` : ""}${hash}`, { replace: true, preventScrollReset: true });
}
