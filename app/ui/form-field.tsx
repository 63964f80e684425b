import type * as React from "react";
import { personLimits } from "#app/platform/forms/person-limits.ts";
import type { FieldErrors } from "./form-result.ts";
import { cn } from "./cn.ts";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

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
  return message ? { "aria-invalid": true as const, "aria-describedby": fieldIds(formId, name).error } : {};
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
    // content-start: beside a taller field (one with an error), the label and control stay at the top, in line with their neighbours'.
    <div className={cn("grid content-start gap-2", className)}>
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

/** A labelled text input; required unless `optional`. */
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

/** Input settings of a person's name and e-mail address, on every form that asks for them. */
export const personInputs = {
  name: { autoComplete: "name", placeholder: "Jane Cooper", maxLength: personLimits.name },
  email: { type: "email", autoComplete: "email", inputMode: "email", placeholder: "jane@company.com", maxLength: personLimits.email },
} satisfies Record<string, React.ComponentProps<"input">>;
