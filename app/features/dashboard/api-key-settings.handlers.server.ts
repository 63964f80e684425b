import { data } from "react-router";
import { requireRole, createApiKey, revokeApiKey } from "#app/features/accounts/surface.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { parseForm } from "#app/platform/forms/form-action.server.ts";
import { ApiKeyForm } from "./api-key-schema.ts";
import type { FormResult } from "#app/ui/form-result.ts";

/** The section's answers are one sentence (the title); a new key comes with its answer, shown once. */
type KeysSection = { form: "keys"; key?: string };

/** Settings → API keys (admins): make a key (shown once) or revoke one. */
export async function apiKeySettingsAction(args: RequestArgs, form: FormData | null) {
  const admin = await requireRole(args, "admin");
  const parsed = parseForm(ApiKeyForm, form);
  if (!parsed.success) return data<FormResult<KeysSection>>({ form: "keys", ok: false, title: "Unknown action." }, { status: 400 });
  const { db, logger } = appOf(args);
  if (parsed.data.intent === "create-key") {
    const { key, record } = await createApiKey(db, admin.id, parsed.data.name);
    logger.info({ keyId: record.id, by: admin.id }, "API key created");
    return data<FormResult<KeysSection>>({ form: "keys", ok: true, title: `Copy the key for “${record.name}” now: it is not shown again.`, key });
  }
  const { keyId } = parsed.data;
  const ok = await revokeApiKey(db, keyId);
  logger.info({ keyId, by: admin.id, ok }, "API key revoked");
  return data<FormResult<KeysSection>>({ form: "keys", ok, title: ok ? "The key is revoked." : "That key is revoked already." }, { status: ok ? 200 : 404 });
}
