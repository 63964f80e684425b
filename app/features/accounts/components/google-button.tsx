import { href } from "#app/platform/http/href.ts";
import { useId } from "react";
import { googleTexts } from "#app/features/accounts/auth-texts.ts";
import { Button } from "#app/ui/button.tsx";

/** Google's "G" (public/icons/google.svg): a file, not JavaScript. */
function GoogleLogo() {
  return <img src="/icons/google.svg" alt="" width={16} height={16} className="size-4" />;
}

/**
 * Continue with Google. When the server has Google credentials it
 * posts to /auth/google, which goes on to Google's consent screen; when it has
 * none, the button says so (disabled, with a note in plain text under it,
 * covering nothing) instead of pretending.
 */
export function GoogleButton({ enabled, redirectTo }: { enabled: boolean; redirectTo?: string }) {
  const noteId = useId();
  if (enabled) {
    return (
      <form method="post" action={href("/auth/google")}>
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Button type="submit" variant="outline" size="form">
          <GoogleLogo />
          {googleTexts.button}
        </Button>
      </form>
    );
  }
  // aria-disabled (not disabled) keeps it focusable, so screen readers reach it and hear the note.
  return (
    <div className="grid gap-1.5">
      <Button type="button" variant="outline" aria-disabled="true" aria-describedby={noteId} onClick={(event) => event.preventDefault()} size="form">
        <GoogleLogo />
        {googleTexts.button}
      </Button>
      <p id={noteId} className="text-center text-xs text-muted-foreground">
        {googleTexts.notConfigured}
      </p>
    </div>
  );
}

/** The "or" rule between Google and the e-mail form. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" role="presentation">
      <span className="h-px flex-1 bg-border" />
      {googleTexts.divider}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
