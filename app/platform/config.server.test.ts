import { describe, expect, it } from "vitest";
import { ConfigError, DEVELOPMENT_AUTH_SECRET, parseConfig } from "./config.server.ts";

describe("parseConfig", () => {
  it("applies defaults when nothing is set", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      publicUrl: "http://localhost:3000",
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    const config = parseConfig({ PORT: "", DATABASE_URL: "" });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("reads the values it is given", () => {
    const config = parseConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      PUBLIC_URL: "https://droids.example/",
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "a".repeat(32),
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      publicUrl: "https://droids.example",
      NODE_ENV: "production",
    });
  });

  it.each([
    [{ PORT: "http" }, /^Invalid environment variable PORT: must be a whole number from 0 to 65535 \(got "http"\)$/],
    [{ PORT: "70000" }, /^Invalid environment variable PORT: /],
    [{ DATABASE_URL: "mysql://localhost/db" }, /^Invalid environment variable DATABASE_URL: must be a postgres/],
    [{ PUBLIC_URL: "droids.example" }, /^Invalid environment variable PUBLIC_URL: must be an http\(s\) URL/],
    [{ NODE_ENV: "staging" }, /^Invalid environment variable NODE_ENV: /],
    [{ NODE_ENV: "production" }, /^Invalid environment variable BETTER_AUTH_SECRET: is required in production/],
    [{ BETTER_AUTH_SECRET: "short-secret" }, /^Invalid environment variable BETTER_AUTH_SECRET: must be at least 32 characters long$/],
    [{ GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com" }, /^Invalid environment variable GOOGLE_CLIENT_SECRET: must be set together/],
    [{ GOOGLE_CLIENT_SECRET: "shh" }, /^Invalid environment variable GOOGLE_CLIENT_ID: must be set together/],
    [{ ADMIN_EMAILS: "ada@example.com, not-an-email" }, /^Invalid environment variable ADMIN_EMAILS: must be a comma-separated list/],
    [{ RATE_LIMIT_AUTH: "lots" }, /^Invalid environment variable RATE_LIMIT_AUTH: /],
    [{ MAIL_RATE_PER_SECOND: "0" }, /^Invalid environment variable MAIL_RATE_PER_SECOND: must be a whole number from 1 to 1000 \(got "0"\)$/],
    [{ MAIL_RATE_PER_SECOND: "fast" }, /^Invalid environment variable MAIL_RATE_PER_SECOND: must be a whole number from 1 to 1000/],
  ])("names the variable in one line when %o is bad", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    try {
      parseConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain("\n");
    }
  });
});

describe("parseConfig: leads", () => {
  it("limits waitlist and demo posts to 5 per 10 minutes by default", () => {
    const config = parseConfig({});
    expect(config.RATE_LIMIT_WAITLIST).toEqual({ count: 5, windowMs: 600_000 });
    expect(config.RATE_LIMIT_DEMO).toEqual({ count: 5, windowMs: 600_000 });
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("sends at most 20 mails a second per process unless MAIL_RATE_PER_SECOND says otherwise", () => {
    expect(parseConfig({}).MAIL_RATE_PER_SECOND).toBe(20);
    expect(parseConfig({ MAIL_RATE_PER_SECOND: "5" }).MAIL_RATE_PER_SECOND).toBe(5);
  });

  it("turns a limit off, and names a bad one", () => {
    expect(parseConfig({ RATE_LIMIT_DEMO: "off" }).RATE_LIMIT_DEMO).toBeNull();
    expect(() => parseConfig({ RATE_LIMIT_WAITLIST: "lots" })).toThrow(
      'Invalid environment variable RATE_LIMIT_WAITLIST: must be "off" or count/window such as 5/10m (window in s, m or h) (got "lots")',
    );
    expect(() => parseConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL: must be an smtp/);
  });
});

describe("parseConfig: backups", () => {
  it("schedules none without BACKUP_DIR; with it, every 6 hours keeping 7 unless told otherwise", () => {
    expect(parseConfig({}).BACKUP_DIR).toBeUndefined();
    expect(parseConfig({})).toMatchObject({ BACKUP_EVERY: 6 * 3_600_000, BACKUP_KEEP: 7 });
    expect(parseConfig({ BACKUP_DIR: "/var/backups/droids", BACKUP_EVERY: "30m", BACKUP_KEEP: "48" })).toMatchObject({
      BACKUP_DIR: "/var/backups/droids",
      BACKUP_EVERY: 1_800_000,
      BACKUP_KEEP: 48,
    });
    expect(parseConfig({ BACKUP_EVERY: "1d" }).BACKUP_EVERY).toBe(86_400_000);
  });

  it("names a time it cannot read, or one under a minute", () => {
    for (const value of ["6", "soon", "30s", "0m"]) {
      expect(() => parseConfig({ BACKUP_EVERY: value })).toThrow(
        `Invalid environment variable BACKUP_EVERY: must be a time such as 30m, 6h or 1d (at least 1m) (got "${value}")`,
      );
    }
    expect(() => parseConfig({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP: must be a whole number from 1 to 1000/);
  });
});

describe("parseConfig: metrics", () => {
  it("serves none unless METRICS_PORT or METRICS_TOKEN is set; the port on 127.0.0.1 by default", () => {
    expect(parseConfig({})).toMatchObject({ METRICS_HOST: "127.0.0.1" });
    expect(parseConfig({}).METRICS_PORT).toBeUndefined();
    expect(parseConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(parseConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: "10.0.0.5" });
  });

  it("refuses a short token without echoing it, and a port out of range", () => {
    expect(() => parseConfig({ METRICS_TOKEN: "short-token" })).toThrow("Invalid environment variable METRICS_TOKEN: must be at least 32 characters long");
    expect(() => parseConfig({ METRICS_TOKEN: "short-token" })).not.toThrow(/short-token/);
    expect(() => parseConfig({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT: must be a whole number from 1 to 65535/);
  });
});

describe("parseConfig: accounts", () => {
  it("uses a development secret, no admins and no Google sign-in by default", () => {
    const config = parseConfig({});
    expect(config.authSecret).toBe(DEVELOPMENT_AUTH_SECRET);
    expect(config.ADMIN_EMAILS).toEqual([]);
    expect(config.google).toBeNull();
    expect(config.RATE_LIMIT_AUTH).toEqual({ count: 10, windowMs: 60_000 });
  });

  it("reads the secret, the admins (trimmed, lower-cased) and both Google variables", () => {
    const config = parseConfig({
      BETTER_AUTH_SECRET: "s".repeat(40),
      ADMIN_EMAILS: " Ada@Example.com ,grace@example.com,",
      GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "shh",
    });
    expect(config.authSecret).toBe("s".repeat(40));
    expect(config.ADMIN_EMAILS).toEqual(["ada@example.com", "grace@example.com"]);
    expect(config.google).toEqual({ clientId: "id.apps.googleusercontent.com", clientSecret: "shh" });
  });

  it("never echoes a secret's value in the error", () => {
    expect(() => parseConfig({ BETTER_AUTH_SECRET: "tiny-secret" })).toThrow(
      /^Invalid environment variable BETTER_AUTH_SECRET: must be at least 32 characters long$/,
    );
  });
});

describe("parseConfig: TRUST_PROXY", () => {
  it("trusts only a proxy on the same machine by default", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe("loopback");
  });

  it("reads off, a hop count and a list of addresses and ranges", () => {
    expect(parseConfig({ TRUST_PROXY: "off" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,fd00::/8, loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("names a bad value", () => {
    for (const value of ["yes", "-1", "10.0.0.0/33", "10.0.0.1,evil", "1.5"]) {
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(/^Invalid environment variable TRUST_PROXY: must be off, loopback/);
    }
  });
});
