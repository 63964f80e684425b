import { pino } from "pino";
import { getConfig } from "./config.server.ts";

/** One structured (JSON) logger for the process. */
export const logger = pino({
  level: getConfig().LOG_LEVEL,
  base: { service: "droids-site" },
});
