import type * as React from "react";
import { personInputs, type FieldContext } from "#app/ui/form-field.tsx";
import { limits } from "#app/features/leads/lead-form-contract.ts";
import type { FieldErrors, FormResult } from "#app/ui/form-result.ts";
import { Link } from "react-router";
import { Button, buttonVariants } from "#app/ui/button.tsx";

/**
 * What a lead form shows from the server: the answer of a page posted
 * without JavaScript (until the fetcher answers, which makes it out of
 * date), the field errors of either, and a refused post's values to fill
 * back in.
 */
export function leadFormState(formId: string, result: FormResult | undefined, fetcherAnswered: boolean, fieldErrors: FieldErrors | undefined) {
  const pageResult = fetcherAnswered ? undefined : result;
  const refused = pageResult && !pageResult.ok ? pageResult : undefined;
  const field: FieldContext = { id: formId, errors: fieldErrors ?? refused?.fields, sent: refused?.values };
  return { pageResult, field };
}

/** Input settings of the contact fields both lead forms ask for. */
export const contactInputs = {
  ...personInputs,
  company: { autoComplete: "organization", placeholder: "Acme Inc.", maxLength: limits.company },
  phone: { type: "tel", autoComplete: "tel", placeholder: "+1 555 123 4567", maxLength: limits.phone },
} satisfies Record<string, React.ComponentProps<"input">>;

/** Hidden fields every lead form sends: the visitor's instruction (when non-blank) and the page. */
export function LeadContextFields({ prompt, sourcePage }: { prompt?: string; sourcePage: string }) {
  const trimmed = prompt?.trim() ?? "";
  return (
    <>
      {trimmed ? <input type="hidden" name="prompt" value={trimmed} /> : null}
      <input type="hidden" name="sourcePage" value={sourcePage} />
    </>
  );
}

/**
 * Cancel and submit, side by side from the small breakpoint up. Cancel closes
 * the dialog (`onCancel`) or, on the form's own page, goes home.
 */
export function LeadFormActions({
  texts,
  busy,
  onCancel,
  submitClassName,
}: {
  texts: { cancel: string; submit: string; submitting: string };
  busy: boolean;
  onCancel?: () => void;
  submitClassName: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel}>
          {texts.cancel}
        </Button>
      ) : (
        <Link to="/" className={buttonVariants({ variant: "outline" })}>
          {texts.cancel}
        </Link>
      )}
      <Button type="submit" disabled={busy} className={submitClassName}>
        {busy ? texts.submitting : texts.submit}
      </Button>
    </div>
  );
}
