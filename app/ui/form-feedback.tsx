import { cn } from "./cn.ts";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { FormResult } from "./form-result.ts";

/** The name of the hidden honeypot input on every public form. */
export const HONEYPOT_NAME = "website";

/**
 * The spam trap of every public form: a text field placed off-screen and
 * hidden from assistive technology, so only bots fill it in.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * A form's answer shown inline: the one way every form shows it (with
 * JavaScript, most forms show the same answer as a toast instead).
 *
 * Success is a polite `status`; failure an `alert`, except where the form
 * reloads the page it sits on (settings sections, admin tables, projects):
 * there, as always, failures are announced politely too (`politeErrors`).
 * The second line is left out when the answer has none.
 */
export function FormStatus({
  result,
  politeErrors = false,
  className,
}: {
  result: Pick<FormResult, "ok" | "title" | "description">;
  politeErrors?: boolean;
  className?: string;
}) {
  const Glyph = result.ok ? CircleCheck : CircleAlert;
  return (
    <div
      role={result.ok || politeErrors ? "status" : "alert"}
      className={cn(
        "flex gap-3 rounded-lg border p-4 text-sm",
        result.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-destructive/30 bg-destructive/5 text-destructive",
        className,
      )}
    >
      <Glyph aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{result.title}</p>
        {result.description ? <p className={result.ok ? "text-emerald-900" : "text-foreground"}>{result.description}</p> : null}
      </div>
    </div>
  );
}
