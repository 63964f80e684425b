import type { FormResult } from "./form-result.ts";

/**
 * A page form's `clientAction` with JavaScript on: the server's answer as it
 * is, and a network failure as the form's own refusal (its `errorTitle` and
 * `fallbackError`), shown like any other, never the error page.
 */
export function formClientAction(texts: { errorTitle: string; fallbackError: string }) {
  return async function clientAction({ serverAction }: { serverAction: () => Promise<FormResult> }): Promise<FormResult> {
    try {
      return await serverAction();
    } catch {
      return { ok: false, title: texts.errorTitle, description: texts.fallbackError };
    }
  };
}
