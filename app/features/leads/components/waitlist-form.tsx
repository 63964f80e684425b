import { useEffect } from "react";
import { useLocation } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { isWaitlistFormComplete, limits } from "#app/features/leads/lead-form-contract.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { cn } from "#app/ui/cn.ts";
import { waitlistTexts } from "#app/features/leads/waitlist/waitlist-texts.ts";
import { Textarea } from "#app/ui/textarea.tsx";
import { FormField, invalidProps, TextField } from "#app/ui/form-field.tsx";
import { contactInputs, LeadContextFields, LeadFormActions, useLeadForm } from "./lead-form-fields.tsx";
import { Honeypot, FormStatus } from "#app/ui/form-feedback.tsx";
import { useSignedInUser } from "#app/features/accounts/surface.ts";

/**
 * The waitlist form: Full Name, Company (optional), Email
 * Address. Posts to the /waitlist action; works without JavaScript (the page
 * then shows the server's `result` inline), and with JavaScript submits
 * through a fetcher and answers with toasts. A signed-in visitor finds their
 * name and e-mail address filled in (from the server, or once the session is
 * known).
 */
export function WaitlistForm({
  prompt,
  result,
  className,
  onSuccess,
  onCancel,
  editablePrompt = false,
  action = href("/waitlist"),
}: {
  /** The visitor's instruction from the hero, sent along when non-blank. */
  prompt?: string;
  /** The action's answer when the page was rendered after a plain form post. */
  result?: FormResult;
  className?: string;
  /** Called after a successful join (the dialog closes). */
  onSuccess?: () => void;
  /** Called by Cancel; without it Cancel is a link home (standalone page); null: no Cancel (the embedded form). */
  onCancel?: (() => void) | null;
  /** Shows the instruction as a field the visitor can read and edit (the standalone page). */
  editablePrompt?: boolean;
  /** Where the form posts: /waitlist, or the embedded form's own address. */
  action?: string;
}) {
  const { pathname } = useLocation();
  const { fetcher, formRef, formProps, busy, formId, pageResult, field } = useLeadForm(result, {
    check: (values) => (isWaitlistFormComplete(values) ? null : waitlistTexts.missing),
    onSuccess,
  });
  const user = useSignedInUser();
  // Prerendered pages learn who is signed in after hydration, maybe after the dialog opened: fill in what is still empty.
  useEffect(() => {
    const form = formRef.current;
    for (const name of ["name", "email"] as const) {
      const input = form?.elements.namedItem(name);
      if (user && input instanceof HTMLInputElement && !input.value) input.value = user[name];
    }
  }, [user, formRef]);

  return (
    <fetcher.Form action={action} {...formProps} className={cn("relative grid gap-5", className)}>
      {pageResult ? <FormStatus result={pageResult} /> : null}

      <TextField field={field} name="name" label="Full Name" defaultValue={field.sent?.name ?? user?.name} {...contactInputs.name} />

      <TextField field={field} name="company" label="Company" optional {...contactInputs.company} />

      <TextField field={field} name="email" label="Email Address" defaultValue={field.sent?.email ?? user?.email} {...contactInputs.email} />

      {/* The waitlist dialog sends these empty. */}
      <input type="hidden" name="phone" value="" />
      <input type="hidden" name="teamSize" value="" />
      <input type="hidden" name="timeSlot" value="" />
      <input type="hidden" name="message" value="" />
      {editablePrompt ? (
        <FormField formId={formId} name="prompt" label="What should a Droid do for you?" optional errors={field.errors}>
          <Textarea
            id={`${formId}-prompt`}
            name="prompt"
            rows={4}
            defaultValue={field.sent?.prompt ?? prompt}
            maxLength={limits.prompt}
            placeholder="Tell the droid what to Do"
            {...invalidProps(formId, "prompt", field.errors)}
          />
        </FormField>
      ) : null}
      <LeadContextFields prompt={editablePrompt ? undefined : prompt} sourcePage={pathname} />
      <Honeypot />

      <LeadFormActions texts={waitlistTexts} busy={busy} onCancel={onCancel} submitClassName="sm:min-w-32" />

      <p className="text-center text-xs text-muted-foreground">{waitlistTexts.footer}</p>
    </fetcher.Form>
  );
}
