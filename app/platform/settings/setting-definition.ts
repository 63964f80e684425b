import type { z } from "zod";

/**
 * A setting an admin may change: its key in site_settings, the Zod schema
 * its value must pass, and the value it has until saved (or when what is
 * stored no longer passes, e.g. after the schema changed). A feature
 * defines its own (`defineSetting`) and reads it through the load
 * context's `settings`. docs/decisions/0052-referral-velocity.md
 */
export interface SettingDefinition<Value> {
  key: string;
  schema: z.ZodType<Value>;
  defaults: Value;
}

export function defineSetting<Value>(key: string, schema: z.ZodType<Value>, defaults: Value): SettingDefinition<Value> {
  // A default that fails its own schema is a programming error: fail at start, not at a read.
  schema.parse(defaults);
  return { key, schema, defaults };
}
