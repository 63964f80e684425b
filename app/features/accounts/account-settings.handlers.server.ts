import { data } from "react-router";
import { nameField } from "#app/platform/forms/person-fields.ts";
import { authNotices } from "./auth-texts.ts";
import { checkNewPasswordForm } from "./auth-form-checks.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { callAuthEndpoint } from "./session.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { AccountSettingsForm } from "./account-settings-schema.ts";
import type { FormResult } from "#app/ui/form-result.ts";

/** Each section's answer is one sentence, its title (shown inline: these forms reload the page). */
type AccountSection = { form: "name" | "password" | "sessions" };

/** What a section's write answers: its sentence, and the cookies better-auth sets (a changed password). */
type Changed = { title: string; headers?: Headers };

/**
 * Settings (signed-in users): change the name, change the password (the
 * policy hook applies; other sessions end), or sign out everywhere else.
 * Through the one form pipeline (0033): a cross-site post is a 403, a
 * repeated or missing field a 400 naming it. `fields` is the form when the
 * settings route has read it already (it dispatches on `intent`).
 */
export async function accountSettingsAction(args: RequestArgs, fields?: Record<string, string | string[]>) {
  // The section the answer belongs to; a form the schema refuses is answered under the name's.
  let section: AccountSection["form"] = "name";
  const outcome = await runSignedInForm(
    args.request,
    {
      schema: AccountSettingsForm,
      publicUrl: appOf(args).config.publicUrl,
      texts: { success: (changed: Changed) => ({ title: changed.title }) },
      write: async (posted): Promise<Changed> => {
        section = posted.intent;
        switch (posted.intent) {
          case "name": {
            const name = nameField.safeParse(posted.name);
            if (!name.success || !name.data) throw new FormRefusal(name.success ? authNotices.invalidName.description : name.error.issues[0]!.message);
            const result = await callAuthEndpoint(args, "/update-user", { name: name.data });
            if (!result.ok)
              throw new FormRefusal(result.code === "INVALID_NAME" && result.message ? result.message : authNotices.failed.description, result.status);
            return { title: "Your name is updated." };
          }
          case "password": {
            const { currentPassword, newPassword, confirmPassword } = posted;
            const problem = checkNewPasswordForm({ password: newPassword, confirmPassword });
            if (!currentPassword || problem) throw new FormRefusal(problem?.description ?? authNotices.missing.description);
            const result = await callAuthEndpoint(args, "/change-password", { currentPassword, newPassword, revokeOtherSessions: true });
            if (result.ok) return { title: "Your password is changed. Other devices are signed out.", headers: result.headers };
            const message =
              result.code === "WEAK_PASSWORD" && result.message
                ? result.message
                : result.code === "INVALID_PASSWORD"
                  ? "Your current password is not right."
                  : authNotices.failed.description;
            throw new FormRefusal(message, result.status === 429 ? 429 : 400);
          }
          case "sessions": {
            const result = await callAuthEndpoint(args, "/revoke-other-sessions", {});
            if (!result.ok) throw new FormRefusal(authNotices.failed.description, result.status);
            return { title: "You are signed out everywhere else." };
          }
        }
      },
    },
    fields,
  );
  return data<FormResult<AccountSection>>({ form: section, ...outcome.result }, { status: outcome.status, headers: outcome.saved?.headers });
}
