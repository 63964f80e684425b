import { uploadImageAction } from "#app/features/blog/editor.handlers.server.ts";
import { IMAGE_UPLOAD_BODY_BYTES } from "#app/platform/images/image-rules.ts";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import type { Route } from "./+types/upload-image";

/** Room for one image and its form. */
export const handle = { server: { maxBodyBytes: IMAGE_UPLOAD_BODY_BYTES } } as const satisfies ServerRouteHandle;

export const action = (args: Route.ActionArgs) => uploadImageAction(args);
