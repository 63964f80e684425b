import { z } from "zod";
import { apiErrors, apiPath, jsonBody, type ApiPart } from "#app/platform/http/openapi.ts";
import { IMPORT_LIMITS, importConfirmations, importFields, importStatuses } from "./import-columns.ts";

/** The answer of POST /api/v1/waitlist/import: a dry run's or an import's report. */
export const WaitlistImportResult = z.object({
  dryRun: z.boolean(),
  message: z.string(),
  headers: z.array(z.string()).describe("The file's header"),
  mapping: z.array(z.union([z.enum(importFields), z.literal("")])).describe('The field of each column ("" = ignored)'),
  preview: z.array(z.object({ line: z.int(), values: z.array(z.string()) })).describe(`The first ${IMPORT_LIMITS.previewRows} lines`),
  problems: z
    .array(z.object({ line: z.int(), column: z.string(), message: z.string() }))
    .describe(`The first ${IMPORT_LIMITS.listedErrors} problems, by line (1 = the header)`),
  problemCount: z.int(),
  counts: z.object({
    lines: z.int(),
    created: z.int(),
    merged: z.int().describe("Entries already on the list that lines were merged into (same mailbox)"),
    duplicates: z.int().describe("Lines merged into an earlier line of the file (same mailbox)"),
    confirmed: z.int(),
    mails: z.int().describe("Confirmation mails queued (or to queue)"),
  }),
  written: z.boolean(),
});

/** POST /api/v1/waitlist/import in the admin API's OpenAPI document. */
export const importApi: ApiPart = {
  schemas: { WaitlistImportResult },
  paths: {
    [apiPath("/api/v1/waitlist/import")]: {
      post: {
        tags: ["Waitlist"],
        summary: "Check (dry run, the default) or import a CSV list",
        description: `The CSV as the body (text/csv) or as the \`file\` field of a multipart form, at most 20 MB and ${IMPORT_LIMITS.lines.toLocaleString("en")} lines, with a header line. Columns: e-mail (required), name, company, joined date (ISO 8601), referral code or referrer's e-mail, status (${importStatuses.join(", ")}). Addresses of one mailbox (case, +tags, dots in Gmail addresses, googlemail.com) are merged, within the file and with the list (the list's entry keeps its address, status and fields, and gets the earlier joined date and empty fields filled). A file with any problem writes nothing (422, every problem with its line and column). Imported entries keep their joined date, and a confirmed one its place (confirmed at its joined date).`,
        parameters: [
          { name: "dryRun", in: "query", schema: { type: "string", enum: ["true", "false"], default: "true" }, description: "false: write" },
          {
            name: "confirmation",
            in: "query",
            schema: { type: "string", enum: [...importConfirmations], default: "none" },
            description:
              "For entries the file does not mark confirmed or pending: leave unconfirmed (none), send the confirmation mail (mail), or treat as confirmed",
          },
          {
            name: "columns",
            in: "query",
            schema: { type: "string" },
            description: `The field of each column, comma-separated in the file's order (${importFields.join(", ")}; empty = ignore); guessed from the header when left out`,
          },
        ],
        requestBody: {
          required: true,
          content: {
            "text/csv": { schema: { type: "string" } },
            "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } }, required: ["file"] } },
          },
        },
        responses: {
          "200": jsonBody("WaitlistImportResult", "Checked without a problem (dry run), or imported"),
          "413": jsonBody("Error", "The file is larger than 20 MB or has too many lines"),
          "415": jsonBody("Error", "Not CSV, or not UTF-8 text"),
          "422": jsonBody("WaitlistImportResult", "The file has problems: nothing was written"),
          ...apiErrors,
        },
      },
    },
  },
};
