import { ArrowDownToLine, Check, Loader } from "lucide-react";
import { Card } from "#app/ui/card.tsx";

const steps = [
  { title: "Input", description: "Your instruction in plain English, plus the emails, files and records it needs.", icon: ArrowDownToLine },
  { title: "Process", description: "The Droid plans the work, uses your connected apps and asks before anything risky.", icon: Loader },
  { title: "Output", description: "Finished work: replies sent, records updated, reports delivered, all in the audit log.", icon: Check },
] as const;

/** The static Automated Workflow card: Input, Process, Output. */
export function WorkflowCard() {
  return (
    <Card as="section" aria-labelledby="workflow-title" padding="lg">
      <h2 id="workflow-title" className="text-lg font-semibold tracking-tight">
        Automated Workflow
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">How every Droid turns an instruction into finished work.</p>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border bg-background p-4">
            <div className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <step.icon className="size-4" />
              </span>
              <h3 className="font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
            </div>
            <p className="mt-3 text-sm text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
