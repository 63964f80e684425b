/**
 * What other features may use of leads in any module: the waitlist and demo
 * dialogs, the lead forms' limits, the admin tables' words
 * (docs/decisions/0035-feature-boundaries.md).
 */
export { DemoDialogLink, useDemoDialog, useWaitlistDialog } from "./components/lazy-lead-dialogs.tsx";
export { limits } from "./lead-form-contract.ts";
export { leadAdminTexts } from "./admin/lead-admin-texts.ts";
