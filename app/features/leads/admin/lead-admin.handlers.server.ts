import { data } from "react-router";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { deleteLead, leadTables, listLeads, setLeadStatus, type LeadKind } from "./lead-admin.server.ts";
import { leadCsvResponse } from "./lead-export.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { InviteCount, leadFilter, LeadTableForm } from "./lead-admin-schema.ts";
import { inviteEntries, inviteNext, resendInvitation, revokeInvitation, type InvitationResult } from "#app/features/leads/waitlist/invitations.server.ts";
import { invitationOutcomeTexts } from "./lead-admin-texts.ts";
import type { FormResult } from "#app/ui/form-result.ts";

/** The filters in an admin table's address: ?q=&status=&disposable= as the export reads them (leadFilter), and &sort=&page=. */
export function leadFilters(request: Request, kind: LeadKind) {
  const params = new URL(request.url).searchParams;
  return {
    ...leadFilter(params, kind),
    sort: params.get("sort") === "oldest" ? ("oldest" as const) : ("newest" as const),
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
}

/** An admin table page's data (admins only). */
export async function loadLeadTable<Kind extends LeadKind>(args: RequestArgs, kind: Kind) {
  await requireRole(args, "admin");
  const { db } = appOf(args);
  const filters = leadFilters(args.request, kind);
  const result = await listLeads(db, kind, filters);
  return { filters, ...result, statuses: leadTables[kind].statuses };
}

/**
 * Status change or delete from an admin table (admins only), and the waitlist's
 * invitations, through the one pipeline (docs/decisions/0033-one-form-pipeline.md).
 */
export async function leadTableAction(args: RequestArgs, kind: LeadKind) {
  const admin = await requireRole(args, "admin");
  const { db, logger, config } = appOf(args);
  // The addresses an invitation just went to: the page marks their rows.
  let invited: string[] | undefined;
  const answer = await runSignedInForm(args.request, {
    schema: LeadTableForm,
    publicUrl: config.publicUrl,
    texts: { success: (title: string) => ({ title }) },
    write: async (form) => {
      if (form.intent === "status") {
        const { key, status } = form;
        const ok = await setLeadStatus(db, kind, key, status);
        logger.info({ kind, key, status, by: admin.id, ok }, "lead status changed");
        if (!ok) throw new FormRefusal("That entry or status does not exist.", 404);
        return `Status of ${key} set to ${status}.`;
      }
      if (form.intent === "delete") {
        const { key } = form;
        const ok = await deleteLead(db, kind, key);
        logger.info({ kind, key, by: admin.id, ok }, "lead deleted");
        if (!ok) throw new FormRefusal("That entry no longer exists.", 404);
        return `Deleted ${key}.`;
      }
      if (kind !== "waitlist") throw new FormRefusal("Unknown action.", 400);
      const outcome = await invitationAction(args, form, admin.id);
      invited = outcome.invited;
      return outcome.title;
    },
  });
  const result = answer.result.ok && invited ? { ...answer.result, invited } : answer.result;
  return data<FormResult<{ invited?: string[] }>>(result, { status: answer.status });
}

type InvitationForm = Exclude<ReturnType<typeof LeadTableForm.parse>, { intent: "status" | "delete" }>;

/**
 * The waitlist table's invitations: invite the next N or the ticked entries, resend or revoke one.
 * Returns the success's sentence and, for new invitations, the addresses invited; a refusal is a
 * FormRefusal (an invitation that invited nobody is answered as before: not ok, with a 200).
 */
async function invitationAction(args: RequestArgs, form: InvitationForm, adminId: string): Promise<{ title: string; invited?: string[] }> {
  const app = appOf(args);
  const { db, config, logger } = app;
  const links = { publicUrl: config.publicUrl, secret: config.authSecret };
  const sent = (result: InvitationResult) => {
    if (result.mailIds.length > 0) app.kickMail();
    logger.info({ invited: result.invited.length, by: adminId }, "waitlist invitations sent");
    const title = invitationOutcomeTexts.invited(result.invited);
    if (result.invited.length === 0) throw new FormRefusal(title, 200);
    return { title, invited: result.invited };
  };
  switch (form.intent) {
    case "invite-next": {
      const count = InviteCount.safeParse(form.count);
      if (!count.success) throw new FormRefusal(count.error.issues[0]!.message, 400);
      return sent(await inviteNext(db, count.data, links));
    }
    case "invite": {
      const keys = typeof form.key === "string" ? [form.key] : form.key;
      if (keys.length === 0) throw new FormRefusal(invitationOutcomeTexts.noneChosen, 400);
      return sent(await inviteEntries(db, keys, links));
    }
    case "resend-invitation": {
      const result = await resendInvitation(db, form.key, links);
      if (result.mailIds.length > 0) app.kickMail();
      logger.info({ key: form.key, by: adminId, ok: result.ok }, "waitlist invitation re-sent");
      if (!result.ok) throw new FormRefusal(invitationOutcomeTexts.notInvited, 404);
      return { title: invitationOutcomeTexts.resent(form.key) };
    }
    case "revoke-invitation": {
      const ok = await revokeInvitation(db, form.key);
      logger.info({ key: form.key, by: adminId, ok }, "waitlist invitation revoked");
      if (!ok) throw new FormRefusal(invitationOutcomeTexts.notInvited, 404);
      return { title: invitationOutcomeTexts.revoked(form.key) };
    }
  }
}

/** A dashboard table's export: its current filter as a streamed CSV (admins). */
export async function exportLeadTable(args: RequestArgs, kind: LeadKind) {
  await requireRole(args, "admin");
  const { request } = args;
  const { db } = appOf(args);
  return leadCsvResponse(db, kind, leadFilter(new URL(request.url).searchParams, kind));
}
