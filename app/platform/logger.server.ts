import { pino } from "pino";

const levels = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/**
 * One structured (JSON) logger for the process. It starts at LOG_LEVEL when
 * that names a level (prerendering and tests import this module without a
 * parsed configuration); the server sets the configured level once it has
 * parsed the configuration (server/site.ts).
 */
export const logger = pino({
  level: levels.has(process.env.LOG_LEVEL ?? "") ? process.env.LOG_LEVEL! : "info",
  base: { service: "droids-site" },
});
