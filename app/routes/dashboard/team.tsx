import { data, Form } from "react-router";
import { changeRole, listUsers } from "../../features/dashboard/admin.server.ts";
import { formatLongDate } from "../../features/blog/blog-texts.ts";
import { isRole } from "../../features/accounts/roles.ts";
import { roles } from "../../platform/db/column-values.ts";
import { requireRole } from "../../features/accounts/session.server.ts";
import { ActionMessage, TableFrame, TableHead, td } from "../../features/dashboard/components/admin-table.tsx";
import { buttonVariants } from "../../ui/button.tsx";
import { appContext } from "../../platform/app-context.server.ts";
import type { Route } from "./+types/team";

export const handle = { title: "Team" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole({ request, context }, "admin");
  const { db } = context.get(appContext);
  return { users: await listUsers(db), me: admin.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole({ request, context }, "admin");
  const form = await request.formData().catch(() => null);
  const userId = String(form?.get("userId") ?? "");
  const role = form?.get("role");
  if (!isRole(role)) return data({ ok: false, message: "Choose user, author or admin." }, { status: 400 });
  const { db, logger } = context.get(appContext);
  const outcome = await changeRole(db, userId, role);
  logger.info({ userId, role, by: admin.id, outcome }, "role changed");
  const message = { ok: `Role set to ${role}.`, unknown: "That account no longer exists.", "last-admin": "The site needs at least one admin: make someone else an admin first." }[outcome];
  return data({ ok: outcome === "ok", message }, { status: outcome === "ok" ? 200 : outcome === "unknown" ? 404 : 409 });
}

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">Authors may write for the blog; admins also manage leads, comments, mail and the team.</p>
      <ActionMessage result={actionData} />
      <TableFrame caption="Team">
        <TableHead columns={["Name", "Email", "Verified", "Joined", "Role"]} />
        <tbody>
          {loaderData.users.map((member) => (
            <tr key={member.id} data-email={member.email}>
              <td className={`${td} font-medium`}>
                {member.name}
                {member.id === loaderData.me ? <span className="ml-2 text-xs text-muted-foreground">(you)</span> : null}
              </td>
              <td className={td}>{member.email}</td>
              <td className={td}>{member.emailVerified ? "Yes" : "No"}</td>
              <td className={`${td} whitespace-nowrap`}>{formatLongDate(member.createdAt)}</td>
              <td className={td}>
                <Form method="post" preventScrollReset className="flex items-center gap-1.5">
                  <input type="hidden" name="userId" value={member.id} />
                  <select name="role" defaultValue={member.role} key={member.role} aria-label={`Role of ${member.email}`} className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs">
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                    Update
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </div>
  );
}
