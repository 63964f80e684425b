/**
 * The one shape of a form action's answer, shared by client and server (no
 * imports, so it costs nothing in the browser). With JavaScript the answer
 * is a toast (use-form-submission.ts); without it, or on pages whose forms
 * reload the page, it is shown inline by `FormStatus` (form-feedback.tsx).
 */

/** A refused form's problems, by field name, shown next to each field. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What a form's action answers: whether it went through, and the message's
 * headline (`title`) and second line (`description`). Answers of one
 * sentence (settings sections, admin tables) have only a title.
 *
 * A refused answer may name the fields at fault and send back what was
 * posted, so a page rendered without JavaScript can fill the form in again
 * (passwords are never sent back).
 *
 * `Extra` carries a form's own additions, the same whether or not it went
 * through, e.g. `FormResult<{ intent: "comment" }>` or
 * `FormResult<{ form: "keys"; key?: string }>`. Additions that only a
 * success carries are optional there (e.g. `redirectTo?`).
 */
export type FormResult<Extra extends object = Record<never, never>> = (
  | { ok: true; title: string; description?: string }
  | { ok: false; title: string; description?: string; fields?: FieldErrors; values?: Partial<Record<string, string>> }
) &
  Extra;
