import { z } from "zod";

/**
 * Settings for one's own account: a new name, a new password (with the
 * current one), or signing out every other session. The name and password
 * rules are checked after this, with the sign-up form's messages.
 */
export const AccountSettingsForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("name"), name: z.string().default("") }),
    z.object({
      intent: z.literal("password"),
      currentPassword: z.string().default(""),
      newPassword: z.string().default(""),
      confirmPassword: z.string().default(""),
    }),
    z.object({ intent: z.literal("sessions") }),
  ],
  // No such section (or the intent missing or sent twice): the page's words since before 0033.
  { error: "Unknown action." },
);
