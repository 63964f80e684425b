import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server.ts";

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

  it("turns a limit off, and names a bad one", () => {
    expect(parseConfig({ RATE_LIMIT_DEMO: "off" }).RATE_LIMIT_DEMO).toBeNull();
    expect(() => parseConfig({ RATE_LIMIT_WAITLIST: "lots" })).toThrow(
      'Invalid environment variable RATE_LIMIT_WAITLIST: must be "off" or count/window such as 5/10m (window in s, m or h) (got "lots")',
    );
    expect(() => parseConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL: must be an smtp/);
  });
});
