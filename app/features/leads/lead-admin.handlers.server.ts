import { data } from "react-router";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { deleteLead, leadTables, listLeads, setLeadStatus, type LeadKind } from "./lead-admin.server.ts";
import { leadCsvResponse } from "./lead-export.server.ts";
import { parseForm, readForm } from "#app/platform/forms/form-action.server.ts";
import { InviteCount, leadFilter, LeadTableForm } from "./lead-admin-schema.ts";
import { inviteEntries, inviteNext, resendInvitation, revokeInvitation, type InvitationResult } from "./invitations.server.ts";
import { invitationTexts } from "./lead-admin-texts.ts";
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
  const { db, config } = appOf(args);
  const filters = leadFilters(args.request, kind);
  const result = await listLeads(db, kind, { ...filters, boost: config.WAITLIST_REFERRAL_BOOST });
  return { filters, ...result, statuses: leadTables[kind].statuses };
}

/** Status change or delete from an admin table (admins only). */
export async function leadTableAction(args: RequestArgs, kind: LeadKind) {
  const admin = await requireRole(args, "admin");
  const { db, logger } = appOf(args);
  const parsed = parseForm(LeadTableForm, await readForm(args.request));
  if (parsed.success && parsed.data.intent === "status") {
    const { key, status } = parsed.data;
    const ok = await setLeadStatus(db, kind, key, status);
    logger.info({ kind, key, status, by: admin.id, ok }, "lead status changed");
    return data<FormResult>({ ok, title: ok ? `Status of ${key} set to ${status}.` : "That entry or status does not exist." }, { status: ok ? 200 : 404 });
  }
  if (parsed.success && parsed.data.intent === "delete") {
    const { key } = parsed.data;
    const ok = await deleteLead(db, kind, key);
    logger.info({ kind, key, by: admin.id, ok }, "lead deleted");
    return data<FormResult>({ ok, title: ok ? `Deleted ${key}.` : "That entry no longer exists." }, { status: ok ? 200 : 404 });
  }
  if (parsed.success && kind === "waitlist" && parsed.data.intent !== "status" && parsed.data.intent !== "delete") {
    return invitationAction(args, parsed.data, admin.id);
  }
  return data<FormResult>({ ok: false, title: "Unknown action." }, { status: 400 });
}

type InvitationForm = Exclude<ReturnType<typeof LeadTableForm.parse>, { intent: "status" | "delete" }>;

/** The waitlist table's invitations: invite the next N or the ticked entries, resend or revoke one. */
async function invitationAction(args: RequestArgs, form: InvitationForm, adminId: string) {
  const app = appOf(args);
  const { db, config, logger } = app;
  const links = { publicUrl: config.publicUrl, secret: config.authSecret, boost: config.WAITLIST_REFERRAL_BOOST };
  const sent = (result: InvitationResult) => {
    if (result.mailIds.length > 0) app.kickMail();
    if (result.invited.length > 0) app.kickWebhooks();
    logger.info({ invited: result.invited.length, by: adminId }, "waitlist invitations sent");
    return data<FormResult>({ ok: result.invited.length > 0, title: invitationTexts.invited(result.invited) });
  };
  switch (form.intent) {
    case "invite-next": {
      const count = InviteCount.safeParse(form.count);
      if (!count.success) return data<FormResult>({ ok: false, title: count.error.issues[0]!.message }, { status: 400 });
      return sent(await inviteNext(db, count.data, links));
    }
    case "invite": {
      const keys = typeof form.key === "string" ? [form.key] : form.key;
      if (keys.length === 0) return data<FormResult>({ ok: false, title: invitationTexts.noneChosen }, { status: 400 });
      return sent(await inviteEntries(db, keys, links));
    }
    case "resend-invitation": {
      const result = await resendInvitation(db, form.key, links);
      if (result.mailIds.length > 0) app.kickMail();
      logger.info({ key: form.key, by: adminId, ok: result.ok }, "waitlist invitation re-sent");
      return data<FormResult>(
        { ok: result.ok, title: result.ok ? invitationTexts.resent(form.key) : invitationTexts.notInvited },
        { status: result.ok ? 200 : 404 },
      );
    }
    case "revoke-invitation": {
      const ok = await revokeInvitation(db, form.key);
      logger.info({ key: form.key, by: adminId, ok }, "waitlist invitation revoked");
      return data<FormResult>({ ok, title: ok ? invitationTexts.revoked(form.key) : invitationTexts.notInvited }, { status: ok ? 200 : 404 });
    }
  }
}

/** A dashboard table's export: its current filter as a streamed CSV (admins). */
export async function exportLeadTable(args: RequestArgs, kind: LeadKind) {
  await requireRole(args, "admin");
  const { request } = args;
  const { db, config } = appOf(args);
  return leadCsvResponse(db, kind, { ...leadFilter(new URL(request.url).searchParams, kind), boost: config.WAITLIST_REFERRAL_BOOST });
}
