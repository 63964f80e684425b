import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "#app/platform/db/client.server.ts";
import { siteSettings } from "#app/platform/db/schema.ts";
import type { SettingDefinition } from "./setting-definition.ts";

export { defineSetting, type SettingDefinition } from "./setting-definition.ts";

/** How long a server keeps a value it read: a change made on another server is seen within this. */
export const SETTINGS_CACHE_MS = 5_000;

export interface SiteSettingsOptions {
  /** How long a read value is kept (SETTINGS_CACHE_MS). */
  cacheMs?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  /** A stored value that no longer passes its schema (its defaults are used instead). */
  onInvalid?: (key: string, error: z.ZodError) => void;
}

/**
 * The site's settings as one server reads them: each value read from the
 * database at most once per `cacheMs` (a page that asks for it on every
 * request reads one cached object), saved values seen at once on the server
 * that saved them and within `cacheMs` on every other.
 */
export class SiteSettings {
  private readonly cache = new Map<string, { value: unknown; readAt: number }>();

  private readonly db: Database;
  private readonly options: SiteSettingsOptions;

  constructor(db: Database, options: SiteSettingsOptions = {}) {
    this.db = db;
    this.options = options;
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** The setting's value: as saved, or its defaults. */
  async get<Value>(setting: SettingDefinition<Value>): Promise<Value> {
    const cached = this.cache.get(setting.key);
    if (cached && this.now() - cached.readAt < (this.options.cacheMs ?? SETTINGS_CACHE_MS)) return cached.value as Value;
    const [row] = await this.db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, setting.key));
    const value = this.valueOf(setting, row?.value);
    this.cache.set(setting.key, { value, readAt: this.now() });
    return value;
  }

  /** Validates and saves a value (`by`: the admin's user id); answers the value as stored, or Zod's error. */
  async set<Value>(setting: SettingDefinition<Value>, input: unknown, by: string | null): Promise<z.ZodSafeParseResult<Value>> {
    const parsed = setting.schema.safeParse(input);
    if (!parsed.success) return parsed;
    await this.db
      .insert(siteSettings)
      .values({ key: setting.key, value: parsed.data, updatedBy: by })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed.data, updatedBy: by, updatedAt: sql`now()` } });
    this.cache.set(setting.key, { value: parsed.data, readAt: this.now() });
    return parsed;
  }

  /** Forgets what this server read (a test that writes site_settings directly). */
  invalidate() {
    this.cache.clear();
  }

  private valueOf<Value>(setting: SettingDefinition<Value>, stored: unknown): Value {
    if (stored === undefined) return setting.defaults;
    const parsed = setting.schema.safeParse(stored);
    if (parsed.success) return parsed.data;
    this.options.onInvalid?.(setting.key, parsed.error);
    return setting.defaults;
  }
}
