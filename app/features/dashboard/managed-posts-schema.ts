import { z } from "zod";

/** Posts → delete or unschedule: what to do, and the post's key (its id). */
export const ManagedPostForm = z.object({ intent: z.enum(["delete", "unschedule"]).default("delete"), key: z.string().default("") });
