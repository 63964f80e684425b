/**
 * For better-auth's schema generator only (`npm run db:auth-schema`): the
 * site's real auth options on a database that is never connected.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { createAuth } from "#app/features/accounts/auth.server.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import type { DatabaseHandle } from "#app/platform/db/client.server.ts";

const database = { db: drizzle.mock(), driver: "postgres", location: "none" } as unknown as DatabaseHandle;

export const auth = createAuth(database, parseConfig({ NODE_ENV: "development" }));
