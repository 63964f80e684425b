import { z } from "zod";

/** The waitlist status page's buttons: a new confirmation link, "Delete my data" (asked), then "Yes, delete". */
export const StatusPageForm = z.object({ intent: z.literal(["resend", "delete-request", "delete"], { error: "Please use the page's buttons." }) });
