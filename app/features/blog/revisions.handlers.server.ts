import { data } from "react-router";
import { z } from "zod";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { requireWriter } from "./editor.handlers.server.ts";
import { listRevisions, restoreRevision, revisionDiff } from "./revisions.server.ts";
import { revisionsTexts } from "./revisions-texts.ts";
import { refreshPostShareCard } from "./share-cards.server.ts";

type PostArgs = RequestArgs & { params: { slug: string } };
type RevisionArgs = RequestArgs & { params: { slug: string; id: string } };

/** GET /blog/:slug/revisions: the post's history, for its author's account or an admin (404 for anyone else). */
export async function loadRevisionList(args: PostArgs) {
  const viewer = await requireWriter(args);
  const revisions = await listRevisions(appOf(args).db, args.params.slug, viewer);
  return data({ revisions }, { status: revisions ? 200 : 404 });
}

/** GET /blog/:slug/revisions/:id: that revision compared with the current post. */
export async function loadRevisionDiff(args: RevisionArgs) {
  const viewer = await requireWriter(args);
  const diff = await revisionDiff(appOf(args).db, args.params.slug, args.params.id, viewer);
  return data({ diff }, { status: diff ? 200 : 404 });
}

const RestoreForm = z.object({ intent: z.literal("restore", { error: revisionsTexts.restoreOnly }) });

/** POST /blog/:slug/revisions/:id: the post takes that revision's text, kept as a new revision. */
export async function restoreRevisionAction(args: RevisionArgs) {
  const viewer = await requireWriter(args);
  const { db, logger, config } = appOf(args);
  const outcome = await runSignedInForm(args.request, {
    schema: RestoreForm,
    publicUrl: config.publicUrl,
    texts: { success: revisionsTexts.restored, errorTitle: "Error" },
    write: async () => {
      const restored = await restoreRevision(db, logger, args.params.slug, args.params.id, viewer);
      if (!restored) throw new FormRefusal(revisionsTexts.notFound, 404);
      return restored;
    },
  });
  // The restored title or cover: its card, as a save draws it.
  if (outcome.saved) await refreshPostShareCard(db, logger, outcome.saved.id);
  return data<FormResult>(outcome.result, { status: outcome.status });
}
