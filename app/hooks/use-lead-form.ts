import { useEffect, useEffectEvent, useRef } from "react";
import type * as React from "react";
import { useFetcher } from "react-router";
import type { LeadFormResult } from "../leads/lead-form-contract.ts";
import { notify } from "../components/ui/toaster.tsx";

type Values = Record<string, string | undefined>;

/**
 * What a lead form (waitlist, demo) does with JavaScript on: checks the
 * required fields before sending (spec §5), posts through a fetcher, and turns
 * each answer into the spec's toast exactly once. On success the form is reset
 * and `onSuccess` runs; on failure every entered value stays.
 */
export function useLeadForm({
  isComplete,
  missing,
  onSuccess,
  onReset,
}: {
  isComplete: (values: Values) => boolean;
  missing: { title: string; description: string };
  onSuccess?: () => void;
  /** Resets state the form's `reset()` does not reach (controlled fields). */
  onReset?: () => void;
}) {
  const fetcher = useFetcher<LeadFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<LeadFormResult | undefined>(undefined);

  const handle = useEffectEvent((result: LeadFormResult) => {
    if (result.ok) {
      void notify({ title: result.title, description: result.description, variant: "success" });
      formRef.current?.reset();
      onReset?.();
      onSuccess?.();
    } else {
      void notify({ title: result.title, description: result.description, variant: "destructive" });
    }
  });

  const result = fetcher.data;
  const idle = fetcher.state === "idle";
  useEffect(() => {
    if (!idle || !result || handled.current === result) return;
    handled.current = result;
    handle(result);
  }, [idle, result]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const values: Values = {};
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") values[key] = value;
    }
    if (!isComplete(values)) {
      event.preventDefault();
      void notify({ ...missing, variant: "destructive" });
    }
  }

  return {
    fetcher,
    formRef,
    onSubmit,
    /** True from the moment the form is sent until its answer is handled. */
    busy: !idle,
    /** The latest failed answer's field errors, for inline display. */
    fieldErrors: result && !result.ok ? result.fields : undefined,
  };
}
