import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { parseForm, readForm } from "#app/platform/forms/form-action.server.ts";
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
  const parsed = parseForm(ProjectForm, await readForm(args.request));
  if (!parsed.success) return data<FormResult>({ ok: false, title: parsed.title }, { status: 400 });
  const form = parsed.data;
  const { db } = appOf(args);
  if (form.intent === "delete") {
    const ok = await deleteProject(db, user, form.id);
    return data<FormResult>({ ok, title: ok ? "Idea deleted." : "That idea is gone already." }, { status: ok ? 200 : 404 });
  }
  const saved = await saveProject(db, user, form.prompt);
  return saved
    ? data<FormResult>({ ok: true, title: "Idea saved." })
    : data<FormResult>({ ok: false, title: `Please describe the work in up to ${limits.prompt.toLocaleString("en-US")} characters.` }, { status: 400 });
}
