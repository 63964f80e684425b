import { useId, useState } from "react";
import type * as React from "react";
import { personInputs, type FieldContext } from "#app/ui/form-field.tsx";
import { useFormSubmission, type FormSubmissionOptions } from "#app/ui/use-form-submission.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { limits } from "#app/features/leads/lead-form-contract.ts";
import type { FieldErrors, FormResult } from "#app/ui/form-result.ts";
import { Link } from "react-router";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { useProofOfWork } from "#app/ui/use-proof-of-work.ts";

/**
 * What a lead form shows from the server: the answer of a page posted
 * without JavaScript (until the fetcher answers, which makes it out of
 * date), the field errors of either, and a refused post's values to fill
 * back in. A field's error goes as soon as the field is edited (`onInput`,
 * for the form), so a fixed address no longer says it is wrong; the next
 * answer brings its own errors.
 */
function useLeadFormState(formId: string, result: FormResult | undefined, fetcherAnswered: boolean, fieldErrors: FieldErrors | undefined) {
  // The fields edited since the errors shown came: forgotten when other errors come.
  const [edited, setEdited] = useState<{ since?: FieldErrors; names: string[] }>({ names: [] });
  const errors = fieldErrors ?? refusedAnswer(result, fetcherAnswered)?.fields;
  const editedNames = edited.since === errors ? edited.names : [];
  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (errors?.[name] && !editedNames.includes(name)) setEdited({ since: errors, names: [...editedNames, name] });
  };
  return { ...leadFormState(formId, result, fetcherAnswered, fieldErrors, editedNames), onInput };
}

/**
 * A lead form's submission and state in one: what useFormSubmission and
 * useLeadFormState give, and `formProps` for its <fetcher.Form> (posted as
 * a plain form until hydrated, then checked and sent by the fetcher, its
 * errors going as the fields are edited).
 */
export function useLeadForm(result: FormResult | undefined, options: FormSubmissionOptions<FormResult>) {
  const formId = useId();
  const hydrated = useHydrated();
  const submission = useFormSubmission<FormResult>(options);
  const { pageResult, field, onInput } = useLeadFormState(formId, result, submission.fetcher.data !== undefined, submission.fieldErrors);
  // With JavaScript the fetcher's post carries a solved proof-of-work challenge (docs/decisions/0053-proof-of-work.md).
  const proofOfWork = useProofOfWork(submission);
  const formProps = {
    ref: submission.formRef,
    method: "post",
    noValidate: hydrated,
    onSubmit: proofOfWork.onSubmit,
    onInput,
    onFocus: proofOfWork.onFocus,
  } as const;
  return { ...submission, busy: submission.busy || proofOfWork.solving, formId, pageResult, field, formProps };
}

const refusedAnswer = (result: FormResult | undefined, fetcherAnswered: boolean) => (!fetcherAnswered && result && !result.ok ? result : undefined);

/** useLeadFormState's rule: `edited` names the fields whose errors are hidden. */
export function leadFormState(
  formId: string,
  result: FormResult | undefined,
  fetcherAnswered: boolean,
  fieldErrors: FieldErrors | undefined,
  edited: string[] = [],
) {
  const pageResult = fetcherAnswered ? undefined : result;
  const refused = refusedAnswer(result, fetcherAnswered);
  const errors = fieldErrors ?? refused?.fields;
  const shown = errors && Object.fromEntries(Object.entries(errors).filter(([name]) => !edited.includes(name)));
  const field: FieldContext = { id: formId, errors: shown, sent: refused?.values };
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
  /** Without it Cancel is a link home; null: no Cancel. */
  onCancel?: (() => void) | null;
  submitClassName: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
      {onCancel === null ? null : onCancel ? (
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
