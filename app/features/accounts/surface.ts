/**
 * What other features may use of accounts in any module (the browser's too).
 * Everything else here is accounts' own (docs/decisions/0035-feature-boundaries.md).
 */
export { hasRole, type Role, type SessionUser } from "./roles.ts";
export { openAuthDialog } from "./open-auth-dialog.ts";
export { useSignedInUser } from "./session-store.ts";
export { AccountActions } from "./components/account-actions.tsx";
export { AuthPage } from "./components/auth-page.tsx";
