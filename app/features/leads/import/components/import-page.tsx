import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { href } from "#app/platform/http/href.ts";
import { Label } from "#app/ui/label.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import {
  IMPORT_LIMITS,
  importConfirmationLabels,
  importConfirmations,
  importFieldLabels,
  importFields,
  importTexts,
  type ImportAnswer,
  type ImportConfirmation,
} from "#app/features/leads/import/import-columns.ts";

const selectClass = "h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs";
const cell = "border-b px-3 py-2 text-left align-top";

/**
 * Dashboard → Waitlist → Import: one multipart form. "Check file" posts it
 * for a dry run (the preview, the mapping and every line's problems come
 * back from the server, where the CSV is parsed); "Import" posts the same
 * file with the mapping shown. The file input keeps its file between the
 * two (without JavaScript, choose it again).
 */
export function ImportPage({ answer }: { answer: ImportAnswer | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const report = answer?.report;
  const [tooLarge, setTooLarge] = useState(false);
  const [confirmation, setConfirmation] = useState<ImportConfirmation>("none");
  const ready = report && report.problemCount === 0 && !report.written;
  return (
    <div className="grid gap-6">
      <p className="max-w-prose text-sm text-muted-foreground">{importTexts.intro}</p>
      <Form method="post" encType="multipart/form-data" className="grid gap-5" aria-busy={busy}>
        <div className="grid gap-2">
          <Label htmlFor="import-file">{importTexts.file}</Label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv,text/plain"
            required
            aria-describedby="import-file-hint"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              const over = !!file && file.size > IMPORT_LIMITS.bytes;
              event.currentTarget.setCustomValidity(over ? importTexts.tooLarge : "");
              setTooLarge(over);
            }}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
          <p id="import-file-hint" className="text-xs text-muted-foreground">
            {importTexts.fileHint}
          </p>
          {tooLarge ? <FormStatus result={{ ok: false, title: importTexts.tooLarge }} /> : null}
        </div>

        {report ? (
          <fieldset className="grid gap-2" key={`${report.headers.join("\u0000")}|${report.mapping.join(",")}`}>
            <legend className="text-sm font-medium">{importTexts.mapping}</legend>
            <p className="text-xs text-muted-foreground">{importTexts.mappingHint}</p>
            <div className="grid gap-2 sm:grid-cols-2">
              {report.headers.map((header, index) => (
                <div key={index} className="flex flex-wrap items-center gap-2">
                  <Label htmlFor={`import-map-${index}`} className="min-w-32">
                    {header || `Column ${index + 1}`}
                  </Label>
                  <select id={`import-map-${index}`} name={`map.${index}`} defaultValue={report.mapping[index] ?? ""} className={selectClass}>
                    <option value="">{importTexts.ignore}</option>
                    {importFields.map((field) => (
                      <option key={field} value={field}>
                        {importFieldLabels[field]}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
          </fieldset>
        ) : null}

        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{importTexts.confirmation}</legend>
          {importConfirmations.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" name="confirmation" value={option} checked={confirmation === option} onChange={() => setConfirmation(option)} />
              {importConfirmationLabels[option]}
            </label>
          ))}
        </fieldset>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="check" variant={ready ? "outline" : "default"} disabled={busy}>
            {importTexts.check}
          </Button>
          <Button type="submit" name="intent" value="import" variant={ready ? "default" : "outline"} disabled={busy}>
            {importTexts.import}
          </Button>
          <Link to={href("/dashboard/waitlist")} className="self-center text-sm font-medium text-primary underline-offset-4 hover:underline">
            Back to the waitlist
          </Link>
        </div>
      </Form>

      {answer ? <FormStatus result={answer} /> : null}
      {report ? <ImportReportView report={report} /> : null}
    </div>
  );
}

function ImportReportView({ report }: { report: NonNullable<ImportAnswer["report"]> }) {
  const { counts } = report;
  const figures: [string, number][] = [
    [importTexts.summary.lines, counts.lines],
    [importTexts.summary.created, counts.created],
    [importTexts.summary.merged, counts.merged],
    [importTexts.summary.duplicates, counts.duplicates],
    [importTexts.summary.confirmed, counts.confirmed],
    [importTexts.summary.mails, counts.mails],
  ];
  return (
    <div className="grid gap-6">
      {report.problemCount > 0 ? (
        <section aria-labelledby="import-errors" className="grid gap-2">
          <h2 id="import-errors" className="text-base font-semibold">
            {importTexts.errors(report.problemCount)}
          </h2>
          {report.problems.length < report.problemCount ? (
            <p className="text-sm text-muted-foreground">{importTexts.errorsMore(report.problems.length, report.problemCount)}</p>
          ) : null}
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-sm">
              <caption className="sr-only">Errors by line</caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    Line
                  </th>
                  <th scope="col" className={cell}>
                    Column
                  </th>
                  <th scope="col" className={cell}>
                    Problem
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.problems.map((problem, index) => (
                  <tr key={index} data-line={problem.line}>
                    <td className={`${cell} tabular-nums`}>{problem.line}</td>
                    <td className={cell}>{problem.column || "—"}</td>
                    <td className={cell}>{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="import-summary" className="grid gap-2">
        <h2 id="import-summary" className="text-base font-semibold">
          {report.written ? "Imported" : "What the import would do"}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          {figures.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b py-1">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="tabular-nums">{value.toLocaleString("en")}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="import-preview" className="grid gap-2">
        <h2 id="import-preview" className="text-base font-semibold">
          {importTexts.preview(report.preview.length, counts.lines)}
        </h2>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">The first lines of the file</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Line
                </th>
                {report.headers.map((header, index) => (
                  <th key={index} scope="col" className={cell}>
                    {header || `Column ${index + 1}`}
                    <span className="block text-xs font-normal text-muted-foreground">
                      {report.mapping[index] ? importFieldLabels[report.mapping[index]] : importTexts.ignore}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.preview.map((row) => (
                <tr key={row.line}>
                  <td className={`${cell} tabular-nums`}>{row.line}</td>
                  {report.headers.map((_, index) => (
                    <td key={index} className={`${cell} max-w-56 truncate`}>
                      {row.values[index] ?? ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
