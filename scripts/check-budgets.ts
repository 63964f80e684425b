/**
 * Fails when the first load of any page route ships more than 125 KB of
 * gzipped JS or 20 KB of gzipped CSS: the site's performance budget. Reads the
 * production build; run after `react-router build`. Deterministic: gzip
 * level 9 over the built files.
 *
 * It also fails when the server bundle loads at start a package that the
 * server needs only now and then (docs/decisions/0024-memory.md): what it
 * imports statically stays resident in every server process.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderedPaths } from "#app/content/prerendered-pages.ts";
import { firstLoads, type AssetsManifest } from "./budgets.ts";

export const budgets = { js: 125 * 1024, css: 20 * 1024, embedScript: 10 * 1024 };

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "client");
const { assets } = (await import(path.join(root, "build", "server", "index.js"))) as { assets: AssetsManifest };

const sizes = new Map<string, number>();
const gzipped = (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const loads = firstLoads(assets);
// Every page of the route table must be measured (a page route that no route is nested in): one missing from the report fails the check.
const parents = new Set(Object.values(assets.routes).map((route) => route.parentId));
const pages = Object.values(assets.routes).filter((route) => route.hasDefaultExport && !parents.has(route.id));
const missing = [...pages.map((route) => route.id), ...prerenderedPaths].filter((page) => !loads.some((load) => load.routeId === page || load.path === page));
let failed = missing.length > 0;
if (failed) console.error(`Not measured: ${missing.join(", ")}`);
console.log("| route | JS gzip KB | CSS gzip KB |\n|---|---|---|");
for (const load of loads) {
  const js = load.js.reduce((sum, file) => sum + gzipped(file), 0);
  const css = load.css.reduce((sum, file) => sum + gzipped(file), 0);
  const over = js > budgets.js || css > budgets.css;
  failed ||= over;
  console.log(`| ${load.path} | ${kb(js)}${js > budgets.js ? " ✗" : ""} | ${kb(css)}${css > budgets.css ? " ✗" : ""} |`);
}
// The script other sites include to embed the waitlist form (vite.config.ts, embedScript): no framework, under 10 KB.
const embedScript = gzipped("embed/waitlist.js");
console.log(`\nThe embed script /embed/waitlist.js: ${embedScript} bytes gzipped.`);
if (embedScript > budgets.embedScript) {
  failed = true;
  console.error(`The embed script is over ${kb(budgets.embedScript)} KB gzipped.`);
}
// Packages the server loads on first use, never at start: SMTP, webhook deliveries, icons looked up by name,
// the code highlighter (when a post is saved); lucide-react is bundled (the icons the site draws), its entry loads all 1,600.
const loadedOnDemand = ["nodemailer", "undici", "lucide-react", "lucide-react/dynamicIconImports", "shiki", "shiki/core", "shiki/engine/javascript"];
const serverAssets = path.join(root, "build", "server", "assets");
for (const file of fs.readdirSync(serverAssets).filter((name) => name.endsWith(".js"))) {
  const source = fs.readFileSync(path.join(serverAssets, file), "utf8");
  for (const [, name] of source.matchAll(/(?:^|[;\n])\s*import\s[^;]*?\sfrom\s*"([^"]+)"/g)) {
    if (!loadedOnDemand.includes(name!)) continue;
    failed = true;
    console.error(`The server bundle (${file}) imports ${name} at start: load it where it is used (await import).`);
  }
}

if (failed) {
  console.error(`\nOver budget: at most ${kb(budgets.js)} KB of gzipped JS and ${kb(budgets.css)} KB of gzipped CSS on a first load.`);
  process.exit(1);
}
console.log(`\nEvery route is within ${kb(budgets.js)} KB JS / ${kb(budgets.css)} KB CSS (gzipped).`);
