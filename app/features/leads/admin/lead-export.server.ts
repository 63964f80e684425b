import { csvRow } from "#app/platform/http/csv.ts";
import { eachLeadBatch, EXPORT_BATCH, leadTables, type LeadKind, type LeadQuery } from "./lead-admin.server.ts";
import type { Database } from "#app/platform/db/client.server.ts";

/**
 * A streamed CSV of every lead matching the filter (oldest first). The
 * header is there from the start; each batch of rows then goes out as one
 * chunk (one string, one write down to the socket: a chunk per row cost a
 * million trips through the stream, the compressor and its thread pool).
 * The stream pulls: the next batch is read from the database only once the
 * one before was taken, so a client that reads slowly holds the export back
 * by one batch rather than having it pile up in memory, and a client that
 * leaves ends it (no more queries).
 */
export function leadCsvResponse(
  db: Database,
  kind: LeadKind,
  query: Pick<LeadQuery, "q" | "status" | "disposable">,
  today = new Date(),
  batchSize = EXPORT_BATCH,
) {
  const columns = leadTables[kind].csv;
  const encoder = new TextEncoder();
  const rows = eachLeadBatch(db, kind, query, batchSize);
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // The BOM tells spreadsheet apps the file is UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(columns.map(([title]) => title))}`));
      },
      async pull(controller) {
        const { value, done } = await rows.next();
        if (done) return controller.close();
        let text = "";
        for (const record of value) text += csvRow(columns.map(([, field]) => record[field]));
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        await rows.return();
      },
    },
    // One chunk waiting at most: pull runs again only once it is read.
    { highWaterMark: 1 },
  );
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${today.toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
