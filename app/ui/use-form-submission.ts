import { useEffect, useEffectEvent, useRef } from "react";
import type * as React from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "./form-result.ts";
import { notify, notifyAnswer } from "./toaster.tsx";

type Values = Record<string, string | undefined>;

/**
 * What a form does with JavaScript on: runs the form's own checks before sending
 * (a failing check is a destructive toast and nothing is sent), posts through
 * a fetcher, and turns each answer into a toast exactly once. On success the
 * form is reset and `onSuccess` runs; on failure every entered value stays.
 */
export interface FormSubmissionOptions<Answer extends FormResult> {
  /** The first failing check's toast, or null to send the form. */
  check: (values: Values) => { title: string; description: string } | null;
  onSuccess?: (answer: Extract<Answer, { ok: true }>) => void;
  /** Resets state the form's `reset()` does not reach (controlled fields). */
  onReset?: () => void;
}

export function useFormSubmission<Answer extends FormResult>({ check, onSuccess, onReset }: FormSubmissionOptions<Answer>) {
  const fetcher = useFetcher<Answer>();
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<Answer | undefined>(undefined);

  const handle = useEffectEvent((answer: Answer) => {
    void notifyAnswer(answer);
    if (answer.ok) {
      formRef.current?.reset();
      onReset?.();
      onSuccess?.(answer as Extract<Answer, { ok: true }>);
    }
  });

  // Action answers are plain JSON already, so serialising leaves their type as it is.
  const answer = fetcher.data as Answer | undefined;
  const idle = fetcher.state === "idle";
  useEffect(() => {
    if (!idle || !answer || handled.current === answer) return;
    handled.current = answer;
    handle(answer);
  }, [idle, answer]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const values: Values = {};
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") values[key] = value;
    }
    const problem = check(values);
    if (problem) {
      event.preventDefault();
      void notify({ ...problem, variant: "destructive" });
    }
  }

  return {
    fetcher,
    formRef,
    onSubmit,
    /** True from the moment the form is sent until its answer is handled. */
    busy: !idle,
    /** The latest failed answer's field errors, for inline display. */
    fieldErrors: answer && !answer.ok && "fields" in answer ? answer.fields : undefined,
  };
}
