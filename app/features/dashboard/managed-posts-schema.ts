import { z } from "zod";

/** Posts → delete: the post's key (its id). */
export const DeletePostForm = z.object({ key: z.string().default("") });
