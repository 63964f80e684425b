import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { handleLeadForm } from "#app/features/leads/lead-endpoints.handlers.server.ts";
import { waitlistLeadForm } from "#app/features/leads/waitlist/waitlist-submit.handlers.server.ts";
import { allowEmbedOrigin, embedSourceOf, listEmbedOrigins, MAX_EMBED_ORIGINS, readOrigin, removeEmbedOrigin } from "./embed-origins.server.ts";
import { EmbedOriginForm } from "./embed-schema.ts";
import { embedTexts } from "./embed-texts.ts";

const sourceParam = (request: Request) => new URL(request.url).searchParams.get("source");

/** The embedded form: the page that embeds it, when its site is allowed (the form posts it back). */
export async function loadEmbeddedForm(args: RequestArgs) {
  const source = await embedSourceOf(appOf(args).db, sourceParam(args.request));
  return { source };
}

/**
 * A join through the embedded form: the waitlist form's pipeline and rate
 * limit, with the embedding page as the entry's source page when its site is
 * on the list (checked again here: the address is the visitor's to change).
 */
export async function submitEmbeddedForm(args: RequestArgs) {
  const { db, config } = appOf(args);
  const source = await embedSourceOf(db, sourceParam(args.request));
  return handleLeadForm(
    args,
    { ...waitlistLeadForm, save: (db, input, context) => waitlistLeadForm.save(db, { ...input, sourcePage: source ?? input.sourcePage }, context) },
    config.RATE_LIMIT_WAITLIST,
  );
}

/** Dashboard → Waitlist → Embed (admins): the code to paste and the sites allowed to embed the form. */
export async function loadEmbedSettings(args: RequestArgs) {
  await requireRole(args, "admin");
  const { db, config } = appOf(args);
  return { origins: await listEmbedOrigins(db), scriptUrl: `${config.publicUrl}/embed/waitlist.js` };
}

export async function embedSettingsAction(args: RequestArgs) {
  const user = await requireRole(args, "admin");
  const { db, config } = appOf(args);
  const outcome = await runSignedInForm(args.request, {
    schema: EmbedOriginForm,
    publicUrl: config.publicUrl,
    texts: { success: (title: string) => ({ title }) },
    write: async (form) => {
      const origin = readOrigin(form.origin);
      if (!origin) throw new FormRefusal(form.intent === "add" ? embedTexts.badOrigin : embedTexts.notListed);
      if (form.intent === "remove") {
        if (!(await removeEmbedOrigin(db, origin))) throw new FormRefusal(embedTexts.notListed, 404);
        return embedTexts.removed(origin);
      }
      const outcome = await allowEmbedOrigin(db, origin, user.id);
      if (outcome === "full") throw new FormRefusal(embedTexts.tooMany(MAX_EMBED_ORIGINS), 409);
      return outcome === "added" ? embedTexts.added(origin) : embedTexts.alreadyAllowed(origin);
    },
  });
  return data<FormResult>(outcome.result, { status: outcome.status });
}
