import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { changeRole, requireRole } from "#app/features/accounts/surface.server.ts";
import { listUsers } from "#app/features/accounts/surface.server.ts";
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
  const { db, logger, config } = appOf(args);
  const answer = await runSignedInForm(args.request, {
    schema: RoleChangeForm,
    publicUrl: config.publicUrl,
    texts: { success: (role: string) => ({ title: `Role set to ${role}.` }) },
    write: async ({ userId, role }) => {
      const outcome = await changeRole(db, { id: userId }, role);
      logger.info({ userId, role, by: admin.id, outcome }, "role changed");
      if (outcome === "unknown") throw new FormRefusal("That account no longer exists.", 404);
      if (outcome === "last-admin") throw new FormRefusal("The site needs at least one admin: make someone else an admin first.", 409);
      return role;
    },
  });
  return data<FormResult>(answer.result, { status: answer.status });
}
