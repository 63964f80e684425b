import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { requireUser } from "#app/features/accounts/surface.server.ts";
import { limits } from "#app/features/leads/surface.ts";
import { deleteProject, listProjects, saveProject } from "./projects.server.ts";
import { ProjectForm } from "./projects-schema.ts";
import type { FormResult } from "#app/ui/form-result.ts";

/** Projects (signed-in users): their saved ideas and the prompts sent with their leads. */
export async function loadProjects(args: RequestArgs) {
  const user = await requireUser(args);
  return { projects: await listProjects(appOf(args).db, user) };
}

/** Projects: save an idea, or delete one. */
export async function projectsAction(args: RequestArgs) {
  const user = await requireUser(args);
  const { db, config } = appOf(args);
  const outcome = await runSignedInForm(args.request, {
    schema: ProjectForm,
    publicUrl: config.publicUrl,
    texts: { success: (title: string) => ({ title }) },
    write: async (form) => {
      if (form.intent === "delete") {
        if (!(await deleteProject(db, user, form.id))) throw new FormRefusal("That idea is gone already.", 404);
        return "Idea deleted.";
      }
      if (!(await saveProject(db, user, form.prompt)))
        throw new FormRefusal(`Please describe the work in up to ${limits.prompt.toLocaleString("en-US")} characters.`);
      return "Idea saved.";
    },
  });
  return data<FormResult>(outcome.result, { status: outcome.status });
}
