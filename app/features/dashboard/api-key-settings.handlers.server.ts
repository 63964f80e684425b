import { data } from "react-router";
import { requireRole, createApiKey, revokeApiKey } from "#app/features/accounts/surface.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { ApiKeyForm } from "./api-key-schema.ts";
import type { FormResult } from "#app/ui/form-result.ts";

/** The section's answers are one sentence (the title); a new key comes with its answer, shown once. */
type KeysSection = { form: "keys"; key?: string };

/** What a write answers: its sentence, and a new key (shown once). */
type KeyChange = { title: string; key?: string };

/**
 * Settings → API keys (admins): make a key (shown once) or revoke one.
 * The role first, then the one form pipeline (0033): a cross-site post is
 * a 403, a repeated or missing field a 400 naming it. `fields` is the form
 * when the settings route has read it already (it dispatches on `intent`).
 */
export async function apiKeySettingsAction(args: RequestArgs, fields?: Record<string, string | string[]>) {
  const admin = await requireRole(args, "admin");
  const { db, logger, config } = appOf(args);
  const outcome = await runSignedInForm(
    args.request,
    {
      schema: ApiKeyForm,
      publicUrl: config.publicUrl,
      texts: { success: (change: KeyChange) => ({ title: change.title }) },
      write: async (posted): Promise<KeyChange> => {
        if (posted.intent === "create-key") {
          const { key, record } = await createApiKey(db, admin.id, posted.name);
          logger.info({ keyId: record.id, by: admin.id }, "API key created");
          return { title: `Copy the key for “${record.name}” now: it is not shown again.`, key };
        }
        const { keyId } = posted;
        const ok = await revokeApiKey(db, keyId);
        logger.info({ keyId, by: admin.id, ok }, "API key revoked");
        if (!ok) throw new FormRefusal("That key is revoked already.", 404);
        return { title: "The key is revoked." };
      },
    },
    fields,
  );
  const key = outcome.saved?.key;
  return data<FormResult<KeysSection>>({ form: "keys", ...outcome.result, ...(key === undefined ? {} : { key }) }, { status: outcome.status });
}
