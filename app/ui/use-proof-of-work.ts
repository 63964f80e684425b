import { useState } from "react";
import type * as React from "react";
import { POW_FIELD } from "#app/platform/forms/proof-of-work-field.ts";

/** The solver, loaded on a form's first focus (or its submit): never in a route's first load. */
const solver = () => import("#app/platform/forms/proof-of-work.ts");

const takeSolution = () =>
  solver()
    .then(({ takeProofOfWork }) => takeProofOfWork())
    .catch(() => null);

/**
 * A public form's proof-of-work challenge, invisibly
 * (docs/decisions/0053-proof-of-work.md): `onFocus` starts solving one in the
 * background; `onSubmit` runs the form's own `submit` handler (its checks,
 * which may cancel the post), then takes the solution, waiting for it if
 * needed (`solving`), and posts the form through the fetcher with it in the
 * `altcha` field. Without JavaScript none of this runs: the page posts as a
 * plain form, which the server holds to its stricter no-script limit.
 */
export function useProofOfWork(submission: {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  fetcher: { submit: (data: FormData, options: { method: "post"; action?: string }) => Promise<void> };
}) {
  const [solving, setSolving] = useState(false);
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    submission.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSolving(true);
    void takeSolution().then((solution) => {
      setSolving(false);
      if (solution) data.set(POW_FIELD, solution);
      void submission.fetcher.submit(data, { method: "post", action: form.getAttribute("action") ?? undefined });
    });
  }
  const onFocus = () =>
    void solver().then(
      ({ prepareProofOfWork }) => prepareProofOfWork(),
      () => null,
    );
  return { solving, onSubmit, onFocus };
}
