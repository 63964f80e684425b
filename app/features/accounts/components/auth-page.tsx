import type * as React from "react";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import type { FormResult } from "#app/ui/form-result.ts";
import { Card } from "#app/ui/card.tsx";

/** An account page (sign-in, sign-up, password reset): the dialog's content as a page of its own. */
export function AuthPage({
  title,
  subtitle,
  notice,
  children,
}: {
  title: string;
  subtitle: string;
  /** A message from the step before (e.g. "Password updated"). */
  notice?: FormResult | null;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-16 sm:px-6">
      <Card padding="lg" shadow="sm" className="sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1.5 text-sm text-muted-foreground">{subtitle}</p>
        {notice ? <FormStatus result={notice} className="mt-6" /> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  );
}
