import { Form, Link } from "react-router";
import { formatLongDate } from "#app/platform/dates.ts";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { Label } from "#app/ui/label.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { limits } from "#app/features/leads/lead-form-contract.ts";
import { loadProjects, projectsAction } from "#app/features/dashboard/projects.handlers.server.ts";
import type { Route } from "./+types/projects";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { Card } from "#app/ui/card.tsx";

export const handle = { title: "Projects" };

export const loader = (args: Route.LoaderArgs) => loadProjects(args);

export const action = (args: Route.ActionArgs) => projectsAction(args);

const sourceLabel = { saved: "Saved here", waitlist: "Sent with your waitlist entry", demo: "Sent with a demo request" } as const;

export default function ProjectsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <div className="grid max-w-3xl gap-6">
      <Card as="section" aria-labelledby="new-idea">
        <h2 id="new-idea" className="text-base font-semibold">
          New Droid idea
        </h2>
        <Form method="post" className="mt-4 grid gap-3" key={actionData?.ok ? projects.length : "form"}>
          <Label htmlFor="project-prompt">What should a Droid do for you?</Label>
          <Textarea id="project-prompt" name="prompt" rows={4} required maxLength={limits.prompt} placeholder="Tell the droid what to Do" />
          <Button type="submit" className="justify-self-start">
            Save idea
          </Button>
        </Form>
        {actionData ? <FormStatus result={actionData} politeErrors className="mt-3" /> : null}
      </Card>

      <section aria-labelledby="ideas">
        <h2 id="ideas" className="text-base font-semibold">
          Your ideas
        </h2>
        {projects.length === 0 ? (
          <p className="mt-3 text-muted-foreground">
            Nothing yet. Save an idea above, or try one from the{" "}
            <Link to="/view-all" className="underline underline-offset-4">
              Shared Droids
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {projects.map((project) => (
              <li key={`${project.source}-${project.id}`} className="rounded-xl border p-4">
                <p className="whitespace-pre-line break-words">{project.prompt}</p>
                <div className="mt-3 flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
                  <span>{sourceLabel[project.source]}</span>
                  <span>{formatLongDate(project.createdAt)}</span>
                  <Link
                    to={`/?${new URLSearchParams({ prompt: project.prompt })}`}
                    className={buttonVariants({ variant: "outline", size: "sm", className: "ml-auto" })}
                  >
                    Open in the prompt box
                  </Link>
                  {project.source === "saved" ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={project.id} />
                      <button type="submit" className={buttonVariants({ variant: "ghost", size: "sm" })}>
                        Delete
                      </button>
                    </Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
