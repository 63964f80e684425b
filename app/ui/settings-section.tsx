import type * as React from "react";

/** One card of a settings page: title, help, the last action's answer, its form. */
export function SettingsSection({
  title,
  description,
  result,
  children,
}: {
  title: string;
  description: string;
  result?: { ok: boolean; message: string };
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-2xl border bg-card p-5 shadow-xs">
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      {result ? (
        <p role="status" className={`mt-3 text-sm ${result.ok ? "text-emerald-700" : "text-destructive"}`}>
          {result.message}
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
