import { MAX_BODY_BYTES, type ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import { postLimits } from "./blog-constants.ts";

/**
 * The post editor's routes take a whole post: its Markdown at the editor's
 * character limit, each character up to 4 bytes of UTF-8 and each byte up to
 * 3 once form-encoded (`%XX`), plus the ordinary cap for the other fields.
 */
export const EDITOR_BODY_BYTES = postLimits.content * 4 * 3 + MAX_BODY_BYTES;

/** The editor's routes (create, edit): room for a whole post, and a saved post may show on any kept page. */
export const editorHandle = { server: { maxBodyBytes: EDITOR_BODY_BYTES, keptPages: "all" } } as const satisfies ServerRouteHandle;
