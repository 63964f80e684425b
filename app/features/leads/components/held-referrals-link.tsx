import { Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { heldReferralTexts as texts } from "#app/features/leads/admin/lead-admin-texts.ts";
import { buttonVariants } from "#app/ui/button.tsx";

/** The link from the waitlist's table to its held referrals, with how many wait. */
export function HeldReferralsLink({ count }: { count: number }) {
  return (
    <Link to={href("/dashboard/waitlist/held")} className={buttonVariants({ variant: "outline", size: "sm" })}>
      {texts.tab(count)}
    </Link>
  );
}
