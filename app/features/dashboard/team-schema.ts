import { z } from "zod";
import { roles } from "#app/platform/db/column-values.ts";

/** Team → a member's role: the account and one of user, author, admin. */
export const RoleChangeForm = z.object({
  userId: z.string().default(""),
  role: z.enum(roles, { error: "Choose user, author or admin." }),
});
