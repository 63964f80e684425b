import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/prerendered-pages.ts";
import { installBuild } from "./server/build-output.ts";

export default {
  ssr: true,
  // Marketing and legal pages are static: render them once at build time so
  // they are served as files, readable with JavaScript off.
  prerender: prerenderedPaths,
  // A build is written aside and replaces build/ only once complete,
  // prerendered pages included (server/build-output.ts).
  buildDirectory: "build.partial",
  buildEnd: ({ viteConfig }) => installBuild(viteConfig.root),
} satisfies Config;
