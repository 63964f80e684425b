import { LegalDocumentView } from "../components/legal-document.tsx";
import { loadLegalDocument } from "../legal/legal-documents.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

export function loader() {
  return loadLegalDocument("terms");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, path: "/terms" }) : [];

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData} />;
}
