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
import { adminBookingAction, bookableMembers, meetingCells } from "#app/features/meetings/admin-booking.handlers.server.ts";
import { MeetingCell } from "#app/features/meetings/components/meeting-cell.tsx";
import { formFields, readForm } from "#app/platform/forms/form-action.server.ts";
import type { Route } from "./+types/demo-requests";

export const handle = { title: leadAdminTexts["demo-requests"].title };

/** The table's page, with each request's meeting (one query for the page's rows) and the members a meeting can be given to. */
export async function loader(args: Route.LoaderArgs) {
  const table = await loadLeadTable(args, "demo-requests");
  const [meetings, members] = await Promise.all([
    meetingCells(
      args,
      table.rows.map((row) => row.id),
    ),
    bookableMembers(args),
  ]);
  return { ...table, meetings, members };
}

/** Booking a meeting by hand goes to meetings; the rest (status, delete) to the lead table. */
export async function action(args: Route.ActionArgs) {
  const fields = formFields(await readForm(args.request.clone()));
  if (fields.intent === "book-meeting") return adminBookingAction(args, fields);
  return leadTableAction(args, "demo-requests");
}

export default function DemoRequestsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  // New rows appear without reload (the admin feed).
  const answer = useAdminFeed(actionData);
  const { filters, rows, total, capped, page, pageCount, statuses, meetings, members } = loaderData;
  return (
    <div className="grid gap-5">
      <LeadFilters filters={filters} statuses={statuses} exportHref={`/dashboard/demo-requests/export.csv${filterQuery(filters)}`} />
      {answer ? <FormStatus result={answer} politeErrors /> : null}
      <TableFrame caption="Demo requests">
        {/* Who in one cell, the team with its time, the message with the prompt: the actions fit a laptop's width. */}
        <TableHead columns={["Request", "Team · time", "Message · prompt", leadAdminTexts["demo-requests"].date, "Status · meeting", ""]} />
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
                <td data-label="Status · meeting" className={td}>
                  <StatusForm id={row.id} status={row.status} statuses={statuses} label={`${row.name} (${row.email})`} />
                  <div className="mt-2">
                    <MeetingCell requestId={row.id} meeting={meetings[row.id]} label={`${row.name} (${row.email})`} members={members} />
                  </div>
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
