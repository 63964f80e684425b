import { useId } from "react";
import { useNavigate } from "react-router";
import type { Notice } from "#app/features/accounts/auth-texts.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { refreshSession } from "#app/features/accounts/session-store.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { useFormSubmission } from "#app/ui/use-form-submission.ts";
import type * as React from "react";
import { LoaderCircle } from "lucide-react";
import { FormField, fieldIds, invalidProps, type FieldContext } from "#app/ui/form-field.tsx";
import { Button } from "#app/ui/button.tsx";
import { PasswordInput } from "./password-input.tsx";
import { isPlainClick } from "#app/ui/is-plain-click.ts";

/** A labelled password input with its own show/hide toggle. */
export function PasswordField({ field, name, label, ...inputProps }: { field: FieldContext; name: string; label: string } & React.ComponentProps<"input">) {
  return (
    <FormField formId={field.id} name={name} label={label} errors={field.errors}>
      <PasswordInput
        id={fieldIds(field.id, name).control}
        name={name}
        label={label}
        required
        maxLength={128}
        {...invalidProps(field.id, name, field.errors)}
        {...inputProps}
      />
    </FormField>
  );
}

/** The form's submit button: disabled, with a spinner and the busy label, while sending. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy} size="form">
      {busy ? <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}

/**
 * A link to another account page that, in a dialog, switches to that dialog
 * instead (the current one closes, the other opens).
 */
export function SwitchLink({
  href,
  onSwitch,
  children,
  className = "font-medium text-primary underline-offset-4 hover:underline",
}: {
  href: string;
  onSwitch?: () => void;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={
        onSwitch
          ? (event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onSwitch();
            }
          : undefined
      }
    >
      {children}
    </a>
  );
}

/** "Don't have an account? Sign up" and its reverse, keeping where to go afterwards. */
export function AuthSwitch({
  prompt,
  link,
  to,
  redirectTo,
  onSwitch,
}: {
  prompt: string;
  link: string;
  /** The other form's page: href("/sign-in") or href("/sign-up"). */
  to: string;
  redirectTo?: string;
  onSwitch?: () => void;
}) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {prompt}{" "}
      <SwitchLink href={redirectTo ? `${to}?${new URLSearchParams({ redirectTo })}` : to} onSwitch={onSwitch}>
        {link}
      </SwitchLink>
    </p>
  );
}

/**
 * What every account form shares: the client-side checks and toasts
 * (useFormSubmission), the answer shown inline when the page was posted
 * without JavaScript, and what happens on success.
 */
export function useAuthForm({
  check,
  result,
  signsIn = false,
  follow = false,
  onDone,
}: {
  check: (values: Record<string, string | undefined>) => Notice | null;
  /** The action's answer when the page was rendered after a plain form post. */
  result?: FormResult;
  /** Success means a new session: the header asks who is signed in. */
  signsIn?: boolean;
  /** Success goes on to the page the answer names (standalone pages; dialogs stay). */
  follow?: boolean;
  onDone?: () => void;
}) {
  const formId = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { fetcher, formRef, onSubmit, busy } = useFormSubmission<FormResult<{ redirectTo?: string }>>({
    check,
    onSuccess: (answer) => {
      if (signsIn) void refreshSession();
      onDone?.();
      if (follow && answer.redirectTo) void navigate(answer.redirectTo);
    },
  });
  // Once the fetcher has answered, the server-rendered answer is out of date.
  const pageResult = fetcher.data ? undefined : result;
  const sent = pageResult && !pageResult.ok ? pageResult.values : undefined;
  return {
    Form: fetcher.Form,
    formProps: { ref: formRef, method: "post" as const, noValidate: hydrated, onSubmit },
    busy,
    /** For TextField / PasswordField: ids, and the values of a refused plain post. */
    field: { id: formId, sent },
    pageResult,
  };
}
