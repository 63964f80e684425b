import { accountSettingsAction } from "#app/features/accounts/account-settings.handlers.server.ts";
import { PasswordSettings, ProfileSettings, SessionSettings } from "#app/features/accounts/components/account-settings.tsx";
import { requireUser } from "#app/features/accounts/session.server.ts";
import { apiKeySettingsAction } from "#app/features/dashboard/api-key-settings.handlers.server.ts";
import { ApiKeySettings } from "#app/features/dashboard/components/api-key-settings.tsx";
import { loadSettings } from "#app/features/dashboard/settings.handlers.server.ts";
import { WebhookSettings } from "#app/features/webhooks/components/webhook-settings.tsx";
import { webhookSettingsAction } from "#app/features/webhooks/webhook-admin.handlers.server.ts";
import { formFields, readForm } from "#app/platform/forms/form-action.server.ts";
import { authorAvatarAction, authorProfileSettings } from "#app/features/blog/editor.handlers.server.ts";
import { AuthorProfileSettings } from "#app/features/blog/components/author-profile-settings.tsx";
import { IMAGE_UPLOAD_BODY_BYTES } from "#app/platform/images/image-rules.ts";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import { FactsSection } from "#app/ui/facts-section.tsx";
import { loadReferralVelocitySettings, referralVelocitySettingsAction } from "#app/features/leads/admin/held-referrals.handlers.server.ts";
import { REFERRAL_VELOCITY_INTENT } from "#app/features/leads/admin/referral-velocity-form.ts";
import { ReferralVelocitySettings } from "#app/features/leads/components/referral-velocity-settings.tsx";
import { availabilitySettingsAction, loadAvailabilitySettings } from "#app/features/meetings/availability.handlers.server.ts";
import { AvailabilitySettings } from "#app/features/meetings/components/availability-settings.tsx";
import type { Route } from "./+types/settings";

/** Room for an author's picture (the Author profile section's upload). */
export const handle = { title: "Settings", server: { maxBodyBytes: IMAGE_UPLOAD_BODY_BYTES } } satisfies ServerRouteHandle & { title: string };

export async function loader(args: Route.LoaderArgs) {
  const [settings, authorProfile, referralVelocity, availability] = await Promise.all([
    loadSettings(args),
    authorProfileSettings(args),
    loadReferralVelocitySettings(args),
    loadAvailabilitySettings(args),
  ]);
  return { ...settings, authorProfile, referralVelocity, availability };
}

/** Each section's form names its intent; the feature that owns the section answers it. */
export async function action(args: Route.ActionArgs) {
  // Signed out (e.g. the session ended in another tab): to sign-in, not a failed form.
  await requireUser(args);
  // Read once: the section's handler runs the one form pipeline (0033) on these fields.
  const form = await readForm(args.request);
  const fields = formFields(form);
  const intent = fields.intent;
  if (intent === "avatar" || intent === "remove-avatar") return authorAvatarAction(args, form);
  if (intent === "availability") return availabilitySettingsAction(args, fields);
  if (intent === "create-key" || intent === "revoke-key") return apiKeySettingsAction(args, fields);
  if (intent === REFERRAL_VELOCITY_INTENT) return referralVelocitySettingsAction(args, form);
  if (intent === "add-webhook" || intent === "delete-webhook" || intent === "enable-webhook") return webhookSettingsAction(args, fields);
  return accountSettingsAction(args, fields);
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  // The last answer goes to the section whose form was sent.
  const resultOf = (form: NonNullable<typeof actionData>["form"]) => (actionData?.form === form ? actionData : undefined);
  return (
    <div className="grid max-w-2xl gap-6">
      <ProfileSettings name={loaderData.name} email={loaderData.email} result={resultOf("name")} />
      {loaderData.authorProfile ? <AuthorProfileSettings {...loaderData.authorProfile} result={resultOf("avatar")} /> : null}
      {loaderData.availability ? <AvailabilitySettings {...loaderData.availability} result={resultOf("availability")} /> : null}
      <PasswordSettings result={resultOf("password")} />
      {loaderData.apiKeys ? <ApiKeySettings apiKeys={loaderData.apiKeys} result={resultOf("keys")} /> : null}
      {loaderData.webhooks ? <WebhookSettings endpoints={loaderData.webhooks} result={resultOf("webhooks")} /> : null}
      {loaderData.referralVelocity ? <ReferralVelocitySettings values={loaderData.referralVelocity} result={resultOf(REFERRAL_VELOCITY_INTENT)} /> : null}
      {loaderData.backups ? <FactsSection {...loaderData.backups} /> : null}
      <SessionSettings result={resultOf("sessions")} />
    </div>
  );
}
