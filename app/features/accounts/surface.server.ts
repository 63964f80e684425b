/**
 * What other features' server modules may use of accounts: who is asking,
 * the admin API's keys, and role changes (the last admin stays) (docs/decisions/0035-feature-boundaries.md).
 */
export { getSessionUser, requireRole, requireUser } from "./session.server.ts";
export { hasSessionCookie } from "./session-cookie.server.ts";
export { requireAdminApi } from "./admin-api-access.server.ts";
export { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.server.ts";
export { changeRole, listUsers } from "./users.server.ts";
