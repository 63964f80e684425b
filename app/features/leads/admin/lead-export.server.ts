import { csvRow } from "#app/platform/http/csv.ts";
import { eachLead, leadTables, type LeadKind, type LeadQuery } from "./lead-admin.server.ts";
import type { Database } from "#app/platform/db/client.server.ts";

/**
 * A streamed CSV of every lead matching the filter (oldest first): rows go
 * out as the database returns them, so an export of any size starts at once
 * and holds one batch in memory.
 */
export function leadCsvResponse(db: Database, kind: LeadKind, query: Pick<LeadQuery, "q" | "status" | "disposable">, today = new Date()) {
  const columns = leadTables[kind].csv;
  const encoder = new TextEncoder();
  const rows = eachLead(db, kind, query);
  let headerSent = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        // The BOM tells spreadsheet apps the file is UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(columns.map(([title]) => title))}`));
        return;
      }
      const { value, done } = await rows.next();
      if (done) return controller.close();
      const record = value as Record<string, unknown>;
      controller.enqueue(encoder.encode(csvRow(columns.map(([, field]) => record[field]))));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${today.toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
