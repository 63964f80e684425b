import { leadAdminTexts } from "#app/features/leads/admin/lead-admin-texts.ts";
import { timeSlotLabel } from "#app/features/leads/demo/demo-texts.ts";
import { leadTableAction, loadLeadTable } from "#app/features/leads/admin/lead-admin.handlers.server.ts";
import { formatLongDate } from "#app/platform/dates.ts";
import {
  EmptyRow,
  filterQuery,
  LeadFilters,
  Pager,
  StatusForm,
  TableFrame,
  TableHead,
  td,
  Truncated,
} from "#app/features/dashboard/components/admin-table.tsx";
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
        {/* Who in one cell, the team with its time, the message with the prompt: the actions fit a laptop's width. */}
        <TableHead columns={["Request", "Team · time", "Message · prompt", leadAdminTexts["demo-requests"].date, "Status", ""]} />
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={6} text={leadAdminTexts.empty} />
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td data-label="Request" className={td}>
                  <span className="font-medium">
                    <Truncated text={row.name} />
                  </span>
                  <Truncated text={row.email} />
                  <span className="text-xs text-muted-foreground">
                    <Truncated text={row.company} />
                  </span>
                </td>
                <td data-label="Team · time" className={td}>
                  {row.teamSize ?? "—"}
                  <span className="block text-xs text-muted-foreground">{timeSlotLabel(row.timeSlot)}</span>
                </td>
                <td data-label="Message · prompt" className={td}>
                  {row.message ? <Truncated text={row.message} width="10rem" /> : "—"}
                  {row.prompt ? (
                    <span className="text-xs text-muted-foreground">
                      <Truncated text={row.prompt} width="10rem" />
                    </span>
                  ) : null}
                </td>
                <td data-label={leadAdminTexts["demo-requests"].date} className={td}>
                  {formatLongDate(row.createdAt)}
                </td>
                <td data-label="Status" className={td}>
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
