import type * as React from "react";
import { FormStatus } from "./form-feedback.tsx";
import type { FormResult } from "./form-result.ts";
import { Card } from "./card.tsx";

/** One card of a settings page: title, help, the last action's answer, its form. */
export function SettingsSection({
  title,
  description,
  result,
  children,
}: {
  title: string;
  description: string;
  result?: FormResult;
  children: React.ReactNode;
}) {
  return (
    <Card as="section" aria-label={title}>
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      {result ? <FormStatus result={result} politeErrors className="mt-3" /> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
