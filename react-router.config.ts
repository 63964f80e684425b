import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/site.ts";

export default {
  ssr: true,
  // Marketing and legal pages are static: render them once at build time so
  // they are served as files, readable with JavaScript off.
  prerender: prerenderedPaths,
} satisfies Config;
