import { clsx as cn } from "clsx";
import { formIcons } from "./form-icons.ts";
import { Icon } from "./icon.tsx";

/** An action's answer: a toast with JavaScript, this message without. */
export interface FormAnswerMessage {
  ok: boolean;
  title: string;
  description: string;
}

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
 * The server's answer shown inline, for visitors without JavaScript (with
 * JavaScript the same answer arrives as a toast).
 */
export function FormMessage({ result, className }: { result: FormAnswerMessage; className?: string }) {
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={cn(
        "flex gap-3 rounded-lg border p-4 text-sm",
        result.ok
          ? "border-emerald-200 bg-emerald-50 text-emerald-900"
          : "border-destructive/30 bg-destructive/5 text-destructive",
        className,
      )}
    >
      <Icon path={result.ok ? formIcons.circleCheck : formIcons.circleAlert} className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{result.title}</p>
        <p className={result.ok ? "text-emerald-900" : "text-foreground"}>{result.description}</p>
      </div>
    </div>
  );
}
