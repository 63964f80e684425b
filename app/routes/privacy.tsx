import { LegalDocumentView } from "../components/legal-document.tsx";
import { loadLegalDocument } from "../legal/legal-documents.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/privacy";

export function loader() {
  return loadLegalDocument("privacy");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, path: "/privacy" }) : [];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData} />;
}
