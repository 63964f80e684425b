import { z } from "zod";

/**
 * The waitlist status page's buttons: a new confirmation link, "Delete my data" (asked), then "Yes, delete";
 * the leaderboard's "show me" (its fields are checked by BoardChoice, leaderboard.server.ts) and "remove me".
 */
export const StatusPageForm = z.object({
  intent: z.literal(["resend", "delete-request", "delete", "board-join", "board-leave"], { error: "Please use the page's buttons." }),
});
