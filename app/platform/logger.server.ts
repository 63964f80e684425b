import { pino } from "pino";
import { getConfig } from "./config.server.ts";

/**
 * The configured level. Prerendering imports this module at build time,
 * where the production configuration may be incomplete (no secrets); the
 * server itself refuses to start on a bad configuration (server.ts).
 */
function configuredLevel() {
  try {
    return getConfig().LOG_LEVEL;
  } catch {
    return "info";
  }
}

/** One structured (JSON) logger for the process. */
export const logger = pino({
  level: configuredLevel(),
  base: { service: "droids-site" },
});
