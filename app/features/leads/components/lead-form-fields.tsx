import type * as React from "react";
import { limits } from "../lead-form-contract.ts";
import type { FieldErrors, FormResult } from "../../../ui/form-result.ts";
import { cn } from "../../../ui/cn.ts";
import { Link } from "react-router";
import { Button, buttonVariants } from "../../../ui/button.tsx";
import { Input } from "../../../ui/input.tsx";
import { Label } from "../../../ui/label.tsx";

/** Ids that tie a field's label, control and error message together. */
export function fieldIds(formId: string, name: string) {
  return { control: `${formId}-${name}`, error: `${formId}-${name}-error` };
}

/**
 * Props that mark a control invalid and point it at its error message, so
 * screen readers read the message with the field.
 */
export function invalidProps(formId: string, name: string, errors: FieldErrors | undefined) {
  const message = errors?.[name];
  return message
    ? { "aria-invalid": true as const, "aria-describedby": fieldIds(formId, name).error }
    : {};
}

/** A label, its control and the field's error message (from the server's answer). */
export function FormField({
  formId,
  name,
  label,
  optional = false,
  errors,
  className,
  children,
}: {
  formId: string;
  name: string;
  label: string;
  /** Adds "(optional)" to the label (required fields carry no mark; set `required` on their control). */
  optional?: boolean;
  errors?: FieldErrors;
  className?: string;
  children: React.ReactNode;
}) {
  const ids = fieldIds(formId, name);
  const message = errors?.[name];
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={ids.control}>
        <span>
          {label}
          {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
        </span>
      </Label>
      {children}
      {message ? (
        <p id={ids.error} className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** What every field of one form shares: its id prefix, the server's errors, and the values sent. */
export interface FieldContext {
  id: string;
  errors?: FieldErrors;
  /** Values of a refused form post, shown again (JavaScript off). */
  sent?: Partial<Record<string, string>>;
}

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

/** A labelled text input of a lead form; required unless `optional`. */
export function TextField({
  field,
  name,
  label,
  optional = false,
  ...inputProps
}: { field: FieldContext; name: string; label: string; optional?: boolean } & React.ComponentProps<typeof Input>) {
  return (
    <FormField formId={field.id} name={name} label={label} optional={optional} errors={field.errors}>
      <Input
        id={fieldIds(field.id, name).control}
        name={name}
        defaultValue={field.sent?.[name]}
        required={!optional}
        {...invalidProps(field.id, name, field.errors)}
        {...inputProps}
      />
    </FormField>
  );
}

/** Input settings of the contact fields both lead forms ask for. */
export const contactInputs = {
  name: { autoComplete: "name", placeholder: "Jane Cooper", maxLength: limits.name },
  email: { type: "email", autoComplete: "email", inputMode: "email", placeholder: "jane@company.com", maxLength: limits.email },
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
