import ipaddr from "ipaddr.js";
import { z } from "zod";
import { parseRateLimit } from "./rate-limit/rate-limit-rules.ts";

const rateLimit = z.string().transform((value, context) => {
  try {
    return parseRateLimit(value);
  } catch (error) {
    context.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

/** A whole number from `min` to `max`, one message for every way to miss it. */
function wholeNumber(min: number, max: number) {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

const durationUnits = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const durationError = "must be a time such as 30m, 6h or 1d (at least 1m)";

/** A time between runs, in minutes, hours or days ("30m", "6h", "1d"), as milliseconds. */
const duration = z.string().transform((value, context) => {
  const match = /^(\d+)\s*(m|h|d)$/.exec(value.trim().toLowerCase());
  const ms = match ? Number(match[1]) * durationUnits[match[2] as keyof typeof durationUnits] : 0;
  if (ms >= 60_000) return ms;
  context.addIssue({ code: "custom", message: durationError });
  return z.NEVER;
});

const trustProxyError = "must be off, loopback, a number of proxy hops, or a comma-separated list of addresses or CIDR ranges";

/**
 * Which proxies in front of the server may name the client's address in
 * X-Forwarded-For, as Express's `trust proxy` setting: false (off: the
 * connection's address is the client), "loopback", a number of hops, or a
 * list of addresses and CIDR ranges.
 */
const trustProxy = z.string().transform((value, context): false | "loopback" | number | string[] => {
  const text = value.trim().toLowerCase();
  if (text === "off" || text === "false") return false;
  if (text === "loopback") return "loopback";
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 100) return hops;
  } else {
    const entries = text
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  }
  context.addIssue({ code: "custom", message: trustProxyError });
  return z.NEVER;
});

function isAddressOrRange(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const ipv4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (rest.length > 0 || !(ipv4 || ipaddr.IPv6.isValid(address))) return false;
  if (bits === undefined) return true;
  const max = ipv4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/** Environment variables, validated once at start-up (see .env.example). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], { error: "must be development, production or test" }).default("development"),
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  DATA_DIR: z.string().default("./data"),
  /** Which proxies may name the client's address (X-Forwarded-For); see trustProxy. */
  TRUST_PROXY: trustProxy.prefault("loopback"),
  RATE_LIMIT_WAITLIST: rateLimit.prefault("5/10m"),
  RATE_LIMIT_DEMO: rateLimit.prefault("5/10m"),
  RATE_LIMIT_COMMENTS: rateLimit.prefault("5/10m"),
  /**
   * Per IP and post, on likes added (taking one back is free): a client that
   * drops its visitor cookie, a new visitor each time, adds this many at most.
   */
  RATE_LIMIT_LIKES: rateLimit.prefault("3/24h"),
  /** Per IP, on each of sign-in, sign-up and password-reset requests. */
  RATE_LIMIT_AUTH: rateLimit.prefault("10/1m"),
  /** Places in line a confirmed referral moves its referrer up. */
  WAITLIST_REFERRAL_BOOST: wholeNumber(0, 1000).default(5),
  /** Signs session cookies and tokens; at least 32 characters, required in production. */
  BETTER_AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters long" }).optional(),
  /** Comma-separated e-mail addresses that become admins once verified (at verification or the next sign-in). */
  ADMIN_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: "must be a comma-separated list of e-mail addresses" })))
    .default([]),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().default("Droids <hello@droids.localhost>"),
  /** Most mails a second each server process sends (a broadcast goes out at this pace). */
  MAIL_RATE_PER_SECOND: wholeNumber(1, 1000).default(20),
  /** Lets webhooks go to localhost and private networks (local development and tests only). */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  /** Scheduled backups: the folder they are written to (unset: none are made). */
  BACKUP_DIR: z.string().optional(),
  /** … how often (with BACKUP_DIR). */
  BACKUP_EVERY: duration.prefault("6h"),
  /** … and how many of them are kept (the oldest are deleted). */
  BACKUP_KEEP: wholeNumber(1, 1000).default(7),
  /** Prometheus metrics on a port of their own (/metrics), on METRICS_HOST (default 127.0.0.1). */
  METRICS_PORT: wholeNumber(1, 65535).optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** … or on the site's port at /metrics, for `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(32, { error: "must be at least 32 characters long" }).optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
});

/** Rules that span variables; each names the variable to fix. */
const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  if (env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET) {
    context.addIssue({
      code: "custom",
      path: ["BETTER_AUTH_SECRET"],
      message: "is required in production (at least 32 random characters, e.g. from `openssl rand -base64 32`)",
    });
  }
  const google = [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET];
  if (google.some(Boolean) && !google.every(Boolean)) {
    context.addIssue({
      code: "custom",
      path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"],
      message: "must be set together with the other Google variable (both or neither)",
    });
  }
});

/** Used outside production when BETTER_AUTH_SECRET is unset. */
export const DEVELOPMENT_AUTH_SECRET = "droids-development-secret-never-use-in-production";

export type Config = z.infer<typeof EnvSchema> & {
  publicUrl: string;
  authSecret: string;
  /** Google sign-in credentials, when both variables are set. */
  google: { clientId: string; clientSecret: string } | null;
};

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
  const result = CheckedEnvSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    // Secrets are never echoed into logs.
    const value = /SECRET|TOKEN/.test(name) ? undefined : present[name];
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}${value === undefined ? "" : ` (got ${JSON.stringify(value)})`}`);
  }
  const config = result.data;
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ""),
    authSecret: config.BETTER_AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    google: config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET ? { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } : null,
  };
}
