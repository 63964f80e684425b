import { data } from "react-router";
import { requireRole, requireUser } from "#app/features/accounts/surface.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, formFields, runFormPipeline, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { heldReferralCount, listHeldReferrals, reviewHeldReferrals } from "#app/features/leads/waitlist/referral-review.server.ts";
import { ReferralVelocity, referralVelocitySetting } from "#app/features/leads/waitlist/referral-velocity-setting.ts";
import { HeldReferralsForm } from "./held-referrals-schema.ts";
import { REFERRAL_VELOCITY_INTENT, referralVelocityTexts } from "./referral-velocity-form.ts";
import { heldReferralTexts } from "./lead-admin-texts.ts";

/** Dashboard → Waitlist → Held referrals (admins): a page of the referrals the velocity rule held. */
export async function loadHeldReferrals(args: RequestArgs) {
  await requireRole(args, "admin");
  const { db } = appOf(args);
  const page = Math.max(1, Number.parseInt(new URL(args.request.url).searchParams.get("page") ?? "1", 10) || 1);
  return listHeldReferrals(db, page);
}

/** Approve or reject held referrals, singly or ticked in bulk (admins), through the one form pipeline. */
export async function heldReferralsAction(args: RequestArgs) {
  const admin = await requireRole(args, "admin");
  const { db, logger, config } = appOf(args);
  const answer = await runSignedInForm(args.request, {
    schema: HeldReferralsForm,
    publicUrl: config.publicUrl,
    texts: { success: (title: string) => ({ title }) },
    write: async ({ intent, key }) => {
      const reviewed = await reviewHeldReferrals(db, key, intent);
      logger.info({ intent, asked: key.length, reviewed: reviewed.length, by: admin.id }, "held referrals reviewed");
      if (reviewed.length === 0) throw new FormRefusal(heldReferralTexts.noneHeld, 404);
      return heldReferralTexts.reviewed(intent, reviewed.length);
    },
  });
  return data<FormResult>(answer.result, { status: answer.status });
}

type VelocitySection = { form: typeof REFERRAL_VELOCITY_INTENT };

/** Dashboard → Settings → Referral review: the velocity rule's thresholds for an admin, null for anyone else (no section). */
export async function loadReferralVelocitySettings(args: RequestArgs) {
  const user = await requireUser(args);
  return user.role === "admin" ? appOf(args).settings.get(referralVelocitySetting) : null;
}

/** How many referrals wait for review: the waitlist table's link to them says so (admins; the table's loader checked). */
export const heldReferralCountOf = (args: RequestArgs) => heldReferralCount(appOf(args).db);

/** Saves the thresholds (admins); every server uses them within seconds (the settings cache). */
export async function referralVelocitySettingsAction(args: RequestArgs, form: FormData | Record<string, string | string[]> | null) {
  const admin = await requireRole(args, "admin");
  const { settings, config, logger } = appOf(args);
  const answer = await runFormPipeline(args.request, formFields(form), {
    schema: ReferralVelocity,
    publicUrl: config.publicUrl,
    texts: { success: { title: referralVelocityTexts.saved } },
    write: async (input) => {
      await settings.set(referralVelocitySetting, input, admin.id);
      logger.info({ ...input, by: admin.id }, "referral velocity thresholds changed");
    },
  });
  return data<FormResult<VelocitySection>>({ form: REFERRAL_VELOCITY_INTENT, ...answer.result }, { status: answer.status });
}
