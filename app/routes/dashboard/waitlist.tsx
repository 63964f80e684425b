import { invitationTexts, leadAdminTexts, waitlistToolTexts } from "#app/features/leads/admin/lead-admin-texts.ts";
import { ChooseForInvitation, InvitationActions, InvitationBar } from "#app/features/leads/components/invitation-forms.tsx";
import { leadTableAction, loadLeadTable } from "#app/features/leads/admin/lead-admin.handlers.server.ts";
import { heldReferralCountOf } from "#app/features/leads/admin/held-referrals.handlers.server.ts";
import { HeldReferralsLink } from "#app/features/leads/components/held-referrals-link.tsx";
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
import type { Route } from "./+types/waitlist";
import { Badge } from "#app/ui/badge.tsx";
import { useEffect } from "react";
import { notifyAnswer } from "#app/ui/toaster.tsx";
import { Link } from "react-router";
import { buttonVariants } from "#app/ui/button.tsx";
import { href } from "#app/platform/http/href.ts";

export const handle = { title: leadAdminTexts.waitlist.title };

export async function loader(args: Route.LoaderArgs) {
  const table = await loadLeadTable(args, "waitlist");
  return { ...table, heldReferrals: await heldReferralCountOf(args) };
}
export const action = (args: Route.ActionArgs) => leadTableAction(args, "waitlist");

export default function WaitlistAdmin({ loaderData, actionData }: Route.ComponentProps) {
  // New rows appear without reload (the admin feed).
  const answer = useAdminFeed(actionData);
  const { filters, rows, total, capped, page, pageCount, statuses } = loaderData;
  // An invitation says what it did in a toast too, and marks the rows it went to.
  const invited = new Set(answer && "invited" in answer ? answer.invited : []);
  useEffect(() => {
    if (actionData && "invited" in actionData) void notifyAnswer(actionData);
  }, [actionData]);
  return (
    <div className="grid gap-5">
      <LeadFilters filters={filters} statuses={statuses} exportHref={`/dashboard/waitlist/export.csv${filterQuery(filters)}`} withDisposable />
      <nav aria-label="Waitlist tools" className="flex flex-wrap gap-2">
        <HeldReferralsLink count={loaderData.heldReferrals} />
        <Link to={href("/dashboard/waitlist/embed")} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {waitlistToolTexts.embed}
        </Link>
        <Link to={href("/dashboard/waitlist/import")} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {waitlistToolTexts.import}
        </Link>
      </nav>
      <InvitationBar />
      {answer ? <FormStatus result={answer} politeErrors /> : null}
      <TableFrame caption="Waitlist entries">
        {/* Who, with their company and referrals, in one cell; the status with the invitation: the actions fit a laptop's width. */}
        <TableHead columns={["Place", "Entry", "Prompt", leadAdminTexts.waitlist.date, `Status · ${invitationTexts.column}`, ""]} />
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={6} text={leadAdminTexts.empty} />
          ) : (
            rows.map((row) => (
              <tr key={row.email} data-email={row.email} className={invited.has(row.email) ? "bg-primary/5" : undefined}>
                <td data-label="Place" className={`${td} text-muted-foreground tabular-nums`}>
                  {row.place ?? <span className="text-xs">{leadAdminTexts.notConfirmed}</span>}
                </td>
                <td data-label="Entry" className={td}>
                  <span className="font-medium">
                    <Truncated text={row.name} />
                  </span>
                  <span className="flex items-center">
                    {/* The tick box sits in the address's line so that nothing else is named by the address. */}
                    {row.status === "pending" ? <ChooseForInvitation email={row.email} /> : null}
                    <Truncated text={row.email} width="14rem" />
                    {row.disposable ? (
                      <Badge tone="warning" className="ml-2">
                        {leadAdminTexts.disposableBadge}
                      </Badge>
                    ) : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {row.company ? <Truncated text={row.company} /> : null}
                    {`${row.referrals} ${row.referrals === 1 ? "referral" : "referrals"}`}
                  </span>
                </td>
                <td data-label="Prompt" className={td}>
                  {row.prompt ? <Truncated text={row.prompt} width="11rem" /> : "—"}
                </td>
                <td data-label={leadAdminTexts.waitlist.date} className={td}>
                  {formatLongDate(row.createdAt)}
                </td>
                <td data-label="Status" className={td}>
                  <StatusForm id={row.email} status={row.status} statuses={statuses} label={row.email} />
                  {row.status === "joined" && row.joinedAt ? (
                    <p className="mt-1 text-xs text-muted-foreground">{invitationTexts.joinedOn(formatLongDate(row.joinedAt))}</p>
                  ) : row.status === "invited" && row.invitedAt ? (
                    <>
                      <p className="mt-1 text-xs text-muted-foreground">
                        {invited.has(row.email) ? invitationTexts.invitedNow : invitationTexts.invitedOn(formatLongDate(row.invitedAt))}
                      </p>
                      <InvitationActions email={row.email} />
                    </>
                  ) : null}
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
