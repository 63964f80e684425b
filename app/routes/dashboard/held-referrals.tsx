import { heldReferralsAction, loadHeldReferrals } from "#app/features/leads/admin/held-referrals.handlers.server.ts";
import { heldReferralTexts } from "#app/features/leads/admin/lead-admin-texts.ts";
import { Form, Link } from "react-router";
import { EmptyRow, Pager, TableFrame, TableHead, td, Truncated } from "#app/features/dashboard/components/admin-table.tsx";
import { formatLongDate } from "#app/platform/dates.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import type { Route } from "./+types/held-referrals";

export const handle = { title: heldReferralTexts.title };

export const loader = (args: Route.LoaderArgs) => loadHeldReferrals(args);
export const action = (args: Route.ActionArgs) => heldReferralsAction(args);

export default function HeldReferrals({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-5">
      <Link to="/dashboard/waitlist" className="text-sm text-primary underline-offset-4 hover:underline">
        {heldReferralTexts.back}
      </Link>
      {actionData ? <FormStatus result={actionData} politeErrors /> : null}
      <HeldReferralsTable {...loaderData} />
    </div>
  );
}

/** The id of the form the rows' tick boxes belong to (approve or reject the chosen). */
const CHOSEN_FORM = "held-chosen";

interface HeldRow {
  email: string;
  name: string;
  referredBy: string | null;
  network: string | null;
  because: keyof typeof heldReferralTexts.because;
  confirmedAt: Date | string;
}

/** Dashboard → Waitlist → Held referrals: the referrals waiting for review, approved or rejected singly or ticked in bulk. */
export function HeldReferralsTable({ rows, total, page, pageCount }: { rows: HeldRow[]; total: number; page: number; pageCount: number }) {
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">{heldReferralTexts.intro}</p>
      <Form method="post" preventScrollReset id={CHOSEN_FORM} className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="approve" className={buttonVariants({ size: "sm" })}>
          {heldReferralTexts.approveChosen}
        </button>
        <button type="submit" name="intent" value="reject" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {heldReferralTexts.rejectChosen}
        </button>
      </Form>
      <TableFrame caption={heldReferralTexts.title}>
        <TableHead columns={[...heldReferralTexts.columns]} />
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={heldReferralTexts.columns.length} text={heldReferralTexts.empty} />
          ) : (
            rows.map((row) => (
              <tr key={row.email} data-email={row.email}>
                <td data-label={heldReferralTexts.columns[0]} className={td}>
                  <span className="flex items-center">
                    <input
                      type="checkbox"
                      name="key"
                      value={row.email}
                      form={CHOSEN_FORM}
                      aria-label={heldReferralTexts.choose(row.email)}
                      className="mr-2 size-4 align-middle"
                    />
                    <Truncated text={row.email} width="14rem" />
                  </span>
                  <span className="text-xs text-muted-foreground">
                    <Truncated text={row.name} />
                  </span>
                </td>
                <td data-label={heldReferralTexts.columns[1]} className={td}>
                  {row.referredBy ? <Truncated text={row.referredBy} width="14rem" /> : "—"}
                </td>
                <td data-label={heldReferralTexts.columns[2]} className={`${td} font-mono text-xs`}>
                  {row.network ?? "—"}
                </td>
                <td data-label={heldReferralTexts.columns[3]} className={td}>
                  {heldReferralTexts.because[row.because]}
                </td>
                <td data-label={heldReferralTexts.columns[4]} className={td}>
                  {formatLongDate(row.confirmedAt)}
                </td>
                <td className={td}>
                  <div className="flex gap-1">
                    {(["approve", "reject"] as const).map((intent) => (
                      <Form key={intent} method="post" preventScrollReset>
                        <input type="hidden" name="key" value={row.email} />
                        <button
                          type="submit"
                          name="intent"
                          value={intent}
                          className={buttonVariants({ variant: intent === "approve" ? "default" : "outline", size: "sm" })}
                          aria-label={intent === "approve" ? heldReferralTexts.approveOne(row.email) : heldReferralTexts.rejectOne(row.email)}
                        >
                          {intent === "approve" ? heldReferralTexts.approve : heldReferralTexts.reject}
                        </button>
                      </Form>
                    ))}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
      <Pager page={page} pageCount={pageCount} total={total} noun={heldReferralTexts.nouns} href={(next) => `?page=${next}`} />
    </div>
  );
}
