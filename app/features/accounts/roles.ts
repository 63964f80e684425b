import { roles } from "#app/platform/db/column-values.ts";

export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/** Roles rank user < author < admin: an admin may do what an author may. */
export const hasRole = (user: { role: Role }, role: Role) => roles.indexOf(user.role) >= roles.indexOf(role);

/** What the browser may know about the signed-in user. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
}
