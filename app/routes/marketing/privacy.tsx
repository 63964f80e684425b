import { LegalDocumentView } from "#app/features/marketing/components/legal-document.tsx";
import { loadLegalDocument } from "#app/features/marketing/legal-documents.server.ts";
import { publicUrlContext } from "#app/platform/app-context.server.ts";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/privacy";

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalDocument("privacy", context.get(publicUrlContext));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/privacy" }) : [];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData} />;
}
