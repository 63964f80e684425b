import { uploadImageAction } from "#app/features/blog/editor.handlers.server.ts";
import { IMAGE_UPLOAD_BODY_BYTES } from "#app/platform/images/image-rules.ts";
import { jsonError } from "#app/platform/http/json-error.ts";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import type { Route } from "./+types/upload-image";

/** Room for one image and its form. */
export const handle = { server: { maxBodyBytes: IMAGE_UPLOAD_BODY_BYTES } } as const satisfies ServerRouteHandle;

/** POST /uploads: an image from the editor. */
export const action = (args: Route.ActionArgs) => uploadImageAction(args);

/** A typed address: nothing to show, and no error in the log. */
export const loader = () => jsonError(405, "method_not_allowed", "Upload images with POST, from the post editor.", undefined, { Allow: "POST" });
