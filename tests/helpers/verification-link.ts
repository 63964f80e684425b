import { signJWT } from "better-auth/crypto";
import { TEST_AUTH_SECRET } from "#tests/e2e/support/spawn-server.ts";

/**
 * The path of the link a verification mail carries, made as the server makes
 * it (a token signed with the auth secret, which every server the tests start
 * shares). Opening it confirms the address: ADMIN_EMAILS accounts become
 * admins only then.
 */
export async function verificationPath(email: string): Promise<string> {
  const token = await signJWT({ email: email.toLowerCase() }, TEST_AUTH_SECRET, 3600);
  return `/api/auth/verify-email?token=${encodeURIComponent(token)}`;
}
