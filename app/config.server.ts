import { z } from "zod";
import { parseRateLimit } from "./abuse/rate-limit-spec.ts";

const rateLimit = z.string().transform((value, context) => {
  try {
    return parseRateLimit(value);
  } catch (error) {
    context.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

const portError = "must be a whole number from 0 to 65535";

/** Environment variables, validated once at start-up (see .env.example). */
const EnvSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "must be development, production or test" })
    .default("development"),
  PORT: z.coerce
    .number({ error: portError })
    .int({ error: portError })
    .min(0, { error: portError })
    .max(65535, { error: portError })
    .default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  DATA_DIR: z.string().default("./data"),
  RATE_LIMIT_WAITLIST: rateLimit.prefault("5/10m"),
  RATE_LIMIT_DEMO: rateLimit.prefault("5/10m"),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
    .optional(),
  MAIL_FROM: z.string().default("Droids <hello@droids.localhost>"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
});

export type Config = z.infer<typeof EnvSchema> & { publicUrl: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses the environment. Empty strings count as unset, so `PORT=` in a
 * .env file falls back to the default rather than failing.
 * Throws a ConfigError whose message is one line naming the variable.
 */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    const value = present[name];
    throw new ConfigError(
      `Invalid environment variable ${name}: ${issue.message}${value === undefined ? "" : ` (got ${JSON.stringify(value)})`}`,
    );
  }
  const config = result.data;
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ""),
  };
}

let cached: Config | undefined;

/** The process's configuration, parsed on first use. */
export function getConfig(): Config {
  cached ??= parseConfig();
  return cached;
}
