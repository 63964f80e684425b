import { Form } from "react-router";
import { buttonVariants } from "#app/ui/button.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { adminBookingLabels as texts } from "#app/features/meetings/booking-texts.ts";

export interface MeetingCellData {
  status: "open" | "booked" | "cancelled";
  when: string | null;
  memberName: string | null;
}

const inputClass = "h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs";

/** A team member the admin may give the demo to (one with hours). */
export interface BookableMember {
  id: string;
  name: string;
}

/** Dashboard → Demo requests: a request's meeting (status, time in UTC, member), and a form to book or move it by hand, with a member or whoever is free. */
export function MeetingCell({
  requestId,
  meeting,
  label,
  members,
}: {
  requestId: string;
  meeting: MeetingCellData | undefined;
  label: string;
  members: BookableMember[];
}) {
  const zone = useHydrated() ? Intl.DateTimeFormat().resolvedOptions().timeZone : "UTC";
  const booked = meeting?.status === "booked";
  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium">
        Meeting: {meeting?.status === "booked" ? "booked" : meeting?.status === "cancelled" ? "cancelled" : "not booked"}
      </span>
      {meeting?.when ? <span className="text-xs text-muted-foreground">{meeting.when}</span> : null}
      {meeting?.memberName ? <span className="text-xs text-muted-foreground">{meeting.memberName}</span> : null}
      <details>
        <summary className="cursor-pointer text-xs font-medium underline-offset-2 hover:underline">{booked ? "Move…" : "Book…"}</summary>
        <Form method="post" preventScrollReset className="mt-1.5 grid gap-1.5">
          <input type="hidden" name="intent" value="book-meeting" />
          <input type="hidden" name="requestId" value={requestId} />
          <input type="hidden" name="timeZone" value={zone} />
          <input
            type="datetime-local"
            name="start"
            step={1800}
            required
            aria-label={`Meeting time for ${label} (${zone})`}
            className={`${inputClass} w-full max-w-48`}
          />
          <select name="memberId" defaultValue="" aria-label={`${texts.member} for ${label}`} className={`${inputClass} w-full max-w-48`}>
            <option value="">{texts.roundRobin}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonVariants({ variant: "outline", size: "sm", className: "justify-self-start" })}>
            {booked ? "Move" : "Book"}
          </button>
        </Form>
      </details>
    </div>
  );
}
