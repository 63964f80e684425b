import { data } from "react-router";
import { nameField } from "#app/platform/forms/person-fields.ts";
import { authNotices } from "./auth-texts.ts";
import { checkNewPasswordForm } from "./auth-form-checks.ts";
import type { RequestArgs } from "#app/platform/app-context.server.ts";
import { callAuthEndpoint } from "./session.server.ts";
import { parseForm, readForm } from "#app/platform/forms/form-action.server.ts";
import { AccountSettingsForm } from "./account-settings-schema.ts";
import type { FormResult } from "#app/ui/form-result.ts";

/** Each section's answer is one sentence, its title (shown inline: these forms reload the page). */
type AccountSection = { form: "name" | "password" | "sessions" };

const answer = (result: FormResult<AccountSection>, status = result.ok ? 200 : 400) => data(result, { status });

/**
 * Settings (signed-in users): change the name, change the password (the
 * policy hook applies; other sessions end), or sign out everywhere else.
 */
export async function accountSettingsAction(args: RequestArgs, posted?: FormData | null) {
  const form = posted === undefined ? await readForm(args.request) : posted;
  const parsed = parseForm(AccountSettingsForm, form);
  if (!parsed.success) return answer({ form: "name", ok: false, title: "Unknown action." });
  const fields = parsed.data;
  switch (fields.intent) {
    case "name": {
      const name = nameField.safeParse(fields.name);
      if (!name.success || !name.data) {
        return answer({ form: "name", ok: false, title: name.success ? authNotices.invalidName.description : name.error.issues[0]!.message });
      }
      const result = await callAuthEndpoint(args, "/update-user", { name: name.data });
      const refused = result.code === "INVALID_NAME" && result.message ? result.message : authNotices.failed.description;
      return answer({ form: "name", ok: result.ok, title: result.ok ? "Your name is updated." : refused }, result.ok ? 200 : result.status);
    }
    case "password": {
      const { currentPassword, newPassword, confirmPassword } = fields;
      const problem = checkNewPasswordForm({ password: newPassword, confirmPassword });
      if (!currentPassword || problem) {
        return answer({ form: "password", ok: false, title: problem?.description ?? authNotices.missing.description });
      }
      const result = await callAuthEndpoint(args, "/change-password", { currentPassword, newPassword, revokeOtherSessions: true });
      if (result.ok)
        return data({ form: "password", ok: true, title: "Your password is changed. Other devices are signed out." } satisfies FormResult<AccountSection>, {
          headers: result.headers,
        });
      const message =
        result.code === "WEAK_PASSWORD" && result.message
          ? result.message
          : result.code === "INVALID_PASSWORD"
            ? "Your current password is not right."
            : authNotices.failed.description;
      return answer({ form: "password", ok: false, title: message }, result.status === 429 ? 429 : 400);
    }
    case "sessions": {
      const result = await callAuthEndpoint(args, "/revoke-other-sessions", {});
      return answer(
        { form: "sessions", ok: result.ok, title: result.ok ? "You are signed out everywhere else." : authNotices.failed.description },
        result.ok ? 200 : result.status,
      );
    }
  }
}
