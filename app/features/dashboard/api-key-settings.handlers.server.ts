import { data } from "react-router";
import { requireRole } from "../accounts/session.server.ts";
import { appOf, type RequestArgs } from "../../platform/app-context.server.ts";
import { createApiKey, revokeApiKey } from "./api-keys.server.ts";

export type ApiKeyResult = { form: "keys"; ok: boolean; message: string; key?: string };

/** Settings → API keys (admins): make a key (shown once) or revoke one. */
export async function apiKeySettingsAction(args: RequestArgs, form: FormData) {
  const admin = await requireRole(args, "admin");
  const { db, logger } = appOf(args);
  if (form.get("intent") === "create-key") {
    const { key, record } = await createApiKey(db, admin.id, String(form.get("name") ?? ""));
    logger.info({ keyId: record.id, by: admin.id }, "API key created");
    return data<ApiKeyResult>({ form: "keys", ok: true, message: `Copy the key for “${record.name}” now: it is not shown again.`, key });
  }
  const ok = await revokeApiKey(db, String(form.get("keyId") ?? ""));
  logger.info({ keyId: form.get("keyId"), by: admin.id, ok }, "API key revoked");
  return data<ApiKeyResult>({ form: "keys", ok, message: ok ? "The key is revoked." : "That key is revoked already." }, { status: ok ? 200 : 404 });
}
