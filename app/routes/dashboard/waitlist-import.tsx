import { importPageAction, loadImportPage } from "#app/features/leads/import/import.handlers.server.ts";
import { IMPORT_BODY_BYTES, importTexts } from "#app/features/leads/import/import-columns.ts";
import { ImportPage } from "#app/features/leads/import/components/import-page.tsx";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import type { Route } from "./+types/waitlist-import";

/** Room for a 20 MB file. */
export const handle = { title: importTexts.title, server: { maxBodyBytes: IMPORT_BODY_BYTES } } satisfies ServerRouteHandle & { title: string };

export const loader = (args: Route.LoaderArgs) => loadImportPage(args);
export const action = (args: Route.ActionArgs) => importPageAction(args);

export default function WaitlistImport({ actionData }: Route.ComponentProps) {
  return <ImportPage answer={actionData} />;
}
