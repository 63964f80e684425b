import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { parseForm, readForm } from "#app/platform/forms/form-action.server.ts";
import { changeRole, requireRole } from "#app/features/accounts/surface.server.ts";
import { listUsers } from "./admin.server.ts";
import { RoleChangeForm } from "./team-schema.ts";
import type { FormResult } from "#app/ui/form-result.ts";

/** Team (admins): every account, and which one is the viewer's. */
export async function loadTeam(args: RequestArgs) {
  const admin = await requireRole(args, "admin");
  return { users: await listUsers(appOf(args).db), me: admin.id };
}

/** Team (admins): sets an account's role; the last admin stays one. */
export async function teamAction(args: RequestArgs) {
  const admin = await requireRole(args, "admin");
  const parsed = parseForm(RoleChangeForm, await readForm(args.request));
  if (!parsed.success) return data<FormResult>({ ok: false, title: parsed.title }, { status: 400 });
  const { userId, role } = parsed.data;
  const { db, logger } = appOf(args);
  const outcome = await changeRole(db, { id: userId }, role);
  logger.info({ userId, role, by: admin.id, outcome }, "role changed");
  const message = {
    ok: `Role set to ${role}.`,
    unknown: "That account no longer exists.",
    "last-admin": "The site needs at least one admin: make someone else an admin first.",
  }[outcome];
  return data<FormResult>({ ok: outcome === "ok", title: message }, { status: outcome === "ok" ? 200 : outcome === "unknown" ? 404 : 409 });
}
