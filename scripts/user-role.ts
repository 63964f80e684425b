/**
 * `npm run user:role -- <email> <role>`: gives an account a role (user,
 * author or admin) on the configured database, through the same role change
 * as the Team page: the last admin is never demoted.
 */
import { isRole } from "#app/features/accounts/roles.ts";
import { roles } from "#app/platform/db/column-values.ts";
import { changeRole } from "#app/features/accounts/users.server.ts";
import { ConfigError, parseConfig } from "#app/platform/config.server.ts";
import { databaseOptionsFromEnv, openDatabase } from "#app/platform/db/client.server.ts";

const [email, role] = process.argv.slice(2);
if (!email || !role || !isRole(role)) {
  console.error(`Usage: npm run user:role -- <email> <${roles.join("|")}>`);
  process.exit(2);
}

let database;
try {
  database = await openDatabase(databaseOptionsFromEnv(parseConfig()));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Cannot open the database: ${(error as Error).message}`);
  process.exit(1);
}
try {
  const outcome = await changeRole(database.db, { email }, role);
  if (outcome === "ok") {
    console.log(`${email.trim().toLowerCase()} is now ${role === "user" ? "a" : "an"} ${role}.`);
  } else {
    console.error(
      outcome === "unknown"
        ? `No account uses ${email}. The person must sign up first.`
        : `${email.trim().toLowerCase()} is the last admin. Make another account an admin first.`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
