import { leadAdminTexts } from "#app/features/leads/admin/lead-admin-texts.ts";
import { timeSlotLabel } from "#app/features/leads/demo/demo-texts.ts";
import { leadTableAction, loadLeadTable } from "#app/features/leads/admin/lead-admin.handlers.server.ts";
import { formatLongDate } from "#app/platform/dates.ts";
import { EmptyRow, filterQuery, LeadFilters, Pager, StatusForm, TableFrame, TableHead, td } from "#app/features/dashboard/components/admin-table.tsx";
import { DeleteForm } from "#app/ui/delete-form.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { useAdminFeed } from "#app/features/feed/components/admin-feed.tsx";
import type { Route } from "./+types/demo-requests";

export const handle = { title: leadAdminTexts["demo-requests"].title };

export const loader = (args: Route.LoaderArgs) => loadLeadTable(args, "demo-requests");
export const action = (args: Route.ActionArgs) => leadTableAction(args, "demo-requests");

export default function DemoRequestsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  // New rows appear without reload (the admin feed).
  const answer = useAdminFeed(actionData);
  const { filters, rows, total, capped, page, pageCount, statuses } = loaderData;
  return (
    <div className="grid gap-5">
      <LeadFilters filters={filters} statuses={statuses} exportHref={`/dashboard/demo-requests/export.csv${filterQuery(filters)}`} />
      {answer ? <FormStatus result={answer} politeErrors /> : null}
      <TableFrame caption="Demo requests">
        <TableHead columns={["Name", "Email", "Company", "Team size", "Time slot", "Message", "Prompt", leadAdminTexts["demo-requests"].date, "Status", ""]} />
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={10} text={leadAdminTexts.empty} />
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td className={`${td} font-medium`}>{row.name}</td>
                <td className={td}>{row.email}</td>
                <td className={td}>{row.company}</td>
                <td className={td}>{row.teamSize ?? "—"}</td>
                <td className={td}>{timeSlotLabel(row.timeSlot)}</td>
                <td className={`${td} max-w-56 truncate`} title={row.message || undefined}>
                  {row.message || "—"}
                </td>
                <td className={`${td} max-w-56 truncate`} title={row.prompt ?? undefined}>
                  {row.prompt || "—"}
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatLongDate(row.createdAt)}</td>
                <td className={td}>
                  <StatusForm id={row.id} status={row.status} statuses={statuses} label={`${row.name} (${row.email})`} />
                </td>
                <td className={td}>
                  <DeleteForm id={row.id} label={`the request from ${row.email}`} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
      <Pager
        page={page}
        pageCount={pageCount}
        total={total}
        capped={capped}
        noun={leadAdminTexts["demo-requests"].nouns}
        href={(next) => filterQuery(filters, { page: String(next) })}
      />
    </div>
  );
}
