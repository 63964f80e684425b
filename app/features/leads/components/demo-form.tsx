import { useState } from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { useLocation } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { demoTexts, teamSizeOptions, timeSlotOptions } from "#app/features/leads/demo/demo-texts.ts";
import { isDemoFormComplete, limits } from "#app/features/leads/lead-form-contract.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { cn } from "#app/ui/cn.ts";
import { Textarea } from "#app/ui/textarea.tsx";
import { FormField, invalidProps, TextField } from "#app/ui/form-field.tsx";
import { contactInputs, LeadContextFields, LeadFormActions, useLeadForm } from "./lead-form-fields.tsx";
import { Honeypot, FormStatus } from "#app/ui/form-feedback.tsx";
import { LeadSelect } from "./lead-select.tsx";

/**
 * The demo request form: Full Name, Email and Company required;
 * Phone, Team size, Preferred time and Message optional. Posts to the /demo
 * action; works without JavaScript (the page shows the server's `result`
 * inline), and with JavaScript submits through a fetcher and answers with toasts.
 */
export function DemoForm({
  prompt,
  result,
  className,
  onSuccess,
  onCancel,
}: {
  /** The visitor's instruction, sent along when non-blank. */
  prompt?: string;
  /** The action's answer when the page was rendered after a plain form post. */
  result?: FormResult;
  className?: string;
  /** Called after a successful request (the dialog closes). */
  onSuccess?: () => void;
  /** Called by Cancel; without it Cancel is a link home (standalone page). */
  onCancel?: () => void;
}) {
  const { pathname } = useLocation();
  const sentChoice = (name: string) => (result && !result.ok ? (result.values?.[name] ?? "") : "");
  const [teamSize, setTeamSize] = useState(() => sentChoice("teamSize"));
  const [timeSlot, setTimeSlot] = useState(() => sentChoice("timeSlot"));
  const { fetcher, formProps, busy, formId, pageResult, field } = useLeadForm(result, {
    check: (values) => (isDemoFormComplete(values) ? null : demoTexts.missing),
    onSuccess,
    onReset: () => {
      setTeamSize("");
      setTimeSlot("");
    },
  });

  return (
    <fetcher.Form action={href("/demo")} {...formProps} className={cn("relative grid gap-5", className)}>
      {pageResult ? <FormStatus result={pageResult} /> : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={field} name="name" label="Full Name" {...contactInputs.name} />

        <TextField field={field} name="email" label="Email" {...contactInputs.email} />

        <TextField field={field} name="company" label="Company" {...contactInputs.company} />

        <TextField field={field} name="phone" label="Phone" optional {...contactInputs.phone} />

        <FormField formId={formId} name="teamSize" label="Team size" optional errors={field.errors}>
          <LeadSelect
            id={`${formId}-teamSize`}
            name="teamSize"
            placeholder="Select team size"
            options={teamSizeOptions}
            value={teamSize}
            onValueChange={setTeamSize}
            {...invalidProps(formId, "teamSize", field.errors)}
          />
        </FormField>

        <FormField formId={formId} name="timeSlot" label="Preferred time" optional errors={field.errors}>
          <LeadSelect
            id={`${formId}-timeSlot`}
            name="timeSlot"
            placeholder="Select a time"
            options={timeSlotOptions}
            value={timeSlot}
            onValueChange={setTimeSlot}
            {...invalidProps(formId, "timeSlot", field.errors)}
          />
        </FormField>
      </div>

      <FormField formId={formId} name="message" label="Message" optional errors={field.errors}>
        <Textarea
          id={`${formId}-message`}
          name="message"
          defaultValue={field.sent?.message}
          rows={3}
          placeholder="What would you like a Droid to do for your team?"
          maxLength={limits.message}
          className="min-h-20 resize-y"
          {...invalidProps(formId, "message", field.errors)}
        />
      </FormField>

      <LeadContextFields prompt={prompt} sourcePage={pathname} />
      <BrowserTimeZone />
      <Honeypot />

      <LeadFormActions texts={demoTexts} busy={busy} onCancel={onCancel} submitClassName="sm:min-w-36" />
    </fetcher.Form>
  );
}

/**
 * The visitor's time zone (IANA name) from the browser, sent so that the
 * demo times offered by mail read in it; empty without JavaScript (the
 * times then read in UTC).
 */
function BrowserTimeZone() {
  const zone = useHydrated() ? (Intl.DateTimeFormat().resolvedOptions().timeZone ?? "") : "";
  return <input type="hidden" name="timeZone" value={zone} />;
}
