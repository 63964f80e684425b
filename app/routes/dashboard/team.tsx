import { Form } from "react-router";
import { formatLongDate } from "#app/platform/dates.ts";
import { roles } from "#app/platform/db/column-values.ts";
import { TableFrame, TableHead, td, Truncated } from "#app/features/dashboard/components/admin-table.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { loadTeam, teamAction } from "#app/features/dashboard/team.handlers.server.ts";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import type { Route } from "./+types/team";

export const handle = { title: "Team" };

export const loader = (args: Route.LoaderArgs) => loadTeam(args);

export const action = (args: Route.ActionArgs) => teamAction(args);

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">Authors may write for the blog; admins also manage leads, comments, mail and the team.</p>
      {actionData ? <FormStatus result={actionData} politeErrors /> : null}
      <TableFrame caption="Team">
        <TableHead columns={["Name", "Email", "Verified", "Joined", "Role"]} />
        <tbody>
          {loaderData.users.map((member) => (
            <tr key={member.id} data-email={member.email}>
              <td data-label="Name" className={`${td} font-medium`}>
                {member.name}
                {member.id === loaderData.me ? <span className="ml-2 text-xs text-muted-foreground">(you)</span> : null}
              </td>
              <td data-label="Email" className={td}>
                <Truncated text={member.email} width="16rem" />
              </td>
              <td data-label="Verified" className={td}>
                {member.emailVerified ? "Yes" : "No"}
              </td>
              <td data-label="Joined" className={`${td} whitespace-nowrap`}>
                {formatLongDate(member.createdAt)}
              </td>
              <td data-label="Role" className={td}>
                <Form method="post" preventScrollReset className="flex items-center gap-1.5">
                  <input type="hidden" name="userId" value={member.id} />
                  <select
                    name="role"
                    defaultValue={member.role}
                    key={member.role}
                    aria-label={`Role of ${member.email}`}
                    className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs"
                  >
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
