import { invitationTexts, leadAdminTexts } from "#app/features/leads/admin/lead-admin-texts.ts";
import { ChooseForInvitation, InvitationActions, InvitationBar } from "#app/features/leads/components/invitation-forms.tsx";
import { leadTableAction, loadLeadTable } from "#app/features/leads/admin/lead-admin.handlers.server.ts";
import { formatLongDate } from "#app/platform/dates.ts";
import { EmptyRow, filterQuery, LeadFilters, Pager, StatusForm, TableFrame, TableHead, td } from "#app/features/dashboard/components/admin-table.tsx";
import { DeleteForm } from "#app/ui/delete-form.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { useAdminFeed } from "#app/features/feed/components/admin-feed.tsx";
import type { Route } from "./+types/waitlist";
import { Badge } from "#app/ui/badge.tsx";

export const handle = { title: leadAdminTexts.waitlist.title };

export const loader = (args: Route.LoaderArgs) => loadLeadTable(args, "waitlist");
export const action = (args: Route.ActionArgs) => leadTableAction(args, "waitlist");

export default function WaitlistAdmin({ loaderData, actionData }: Route.ComponentProps) {
  // New rows appear without reload (the admin feed).
  const answer = useAdminFeed(actionData);
  const { filters, rows, total, capped, page, pageCount, statuses } = loaderData;
  return (
    <div className="grid gap-5">
      <LeadFilters filters={filters} statuses={statuses} exportHref={`/dashboard/waitlist/export.csv${filterQuery(filters)}`} withDisposable />
      <InvitationBar />
      {answer ? <FormStatus result={answer} politeErrors /> : null}
      <TableFrame caption="Waitlist entries">
        <TableHead columns={["Place", "Name", "Email", "Referrals", "Company", "Prompt", leadAdminTexts.waitlist.date, "Status", invitationTexts.column, ""]} />
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={10} text={leadAdminTexts.empty} />
          ) : (
            rows.map((row) => (
              <tr key={row.email} data-email={row.email}>
                <td className={`${td} whitespace-nowrap text-muted-foreground tabular-nums`}>
                  {row.place ?? <span className="text-xs">{leadAdminTexts.notConfirmed}</span>}
                </td>
                <td className={`${td} font-medium`}>{row.name}</td>
                <td className={td}>
                  {/* The tick box sits in the address cell so that no other cell is named by the address. */}
                  {row.status === "pending" ? <ChooseForInvitation email={row.email} /> : null}
                  {row.email}
                  {row.disposable ? (
                    <Badge tone="warning" className="ml-2">
                      {leadAdminTexts.disposableBadge}
                    </Badge>
                  ) : null}
                </td>
                <td className={`${td} tabular-nums`}>{row.referrals}</td>
                <td className={td}>{row.company || "—"}</td>
                <td className={`${td} max-w-64 truncate`} title={row.prompt ?? undefined}>
                  {row.prompt || "—"}
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatLongDate(row.createdAt)}</td>
                <td className={td}>
                  <StatusForm id={row.email} status={row.status} statuses={statuses} label={row.email} />
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {row.status === "joined" && row.joinedAt ? (
                    invitationTexts.joinedOn(formatLongDate(row.joinedAt))
                  ) : row.status === "invited" && row.invitedAt ? (
                    <>
                      {invitationTexts.invitedOn(formatLongDate(row.invitedAt))}
                      <InvitationActions email={row.email} />
                    </>
                  ) : (
                    "—"
                  )}
                </td>
                <td className={td}>
                  <DeleteForm id={row.email} label={row.email} />
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
        noun={leadAdminTexts.waitlist.nouns}
        href={(next) => filterQuery(filters, { page: String(next) })}
      />
    </div>
  );
}
