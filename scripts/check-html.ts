/**
 * Fails when the W3C Nu Html Checker (vnu-jar, run with Java) finds an error
 * in any public page of the production build: every prerendered page in
 * build/client, and the server-rendered ones (blog, a post, an author page,
 * the lead and account forms, the 404 page) fetched from the built server on
 * a fresh embedded database. Run after `react-router build`. Only errors
 * count: the checker's warnings and info messages are not reported. Also
 * fails on a class a later one cancels, on a page that could not paint
 * from its HTML alone, and on a home page whose hydration data outgrew
 * its budget (scripts/first-paint.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { href } from "react-router";
import { prerenderedPaths } from "#app/content/prerendered-pages.ts";
import { sampleAuthors } from "#app/content/blog/sample-authors.ts";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import { unescapeHtml } from "#app/platform/text/escape.ts";
import { freePort, spawnServer } from "#tests/e2e/support/spawn-server.ts";
import { classConflictReport } from "#tests/helpers/class-conflicts.ts";
import { firstPaintProblems, HOME_HYDRATION_DATA_CHARS, hydrationDataChars } from "./first-paint.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "client");
const vnuJar = path.join(root, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

/** Public pages rendered per request (every sample post and author); each must answer with this status. */
const serverRendered: { path: string; status: number }[] = [
  { path: href("/blog"), status: 200 },
  ...samplePosts.map((post) => ({ path: href("/blog/:slug", { slug: post.slug }), status: 200 })),
  ...sampleAuthors.map((author) => ({ path: href("/author/:id", { id: String(author.id) }), status: 200 })),
  { path: href("/waitlist"), status: 200 },
  { path: href("/demo"), status: 200 },
  { path: href("/sign-in"), status: 200 },
  { path: href("/sign-up"), status: 200 },
  { path: href("/forgot-password"), status: 200 },
  { path: "/no-such-page", status: 404 },
];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!fs.existsSync(path.join(root, "build", "server", "index.js"))) fail("No production build: run `react-router build` first.");
if (spawnSync("java", ["-version"], { stdio: "ignore" }).status !== 0) {
  fail("The HTML check needs Java (Debian: apt-get install -y default-jre-headless).");
}

// The page each file holds, for the report.
const pages = new Map<string, string>();

for (const route of prerenderedPaths) {
  const file = path.join(clientDir, route, "index.html");
  if (!fs.existsSync(file)) fail(`Not prerendered: ${route} (no ${path.relative(root, file)})`);
  pages.set(file, route);
}

const fetched = fs.mkdtempSync(path.join(os.tmpdir(), "droids-html-"));
const port = await freePort();
const server = spawnServer({
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: fetched,
  DATABASE_URL: undefined,
  LOG_LEVEL: "error",
});
try {
  await server.ready(port);
  for (const [index, page] of serverRendered.entries()) {
    const response = await fetch(`http://127.0.0.1:${port}${page.path}`, { redirect: "manual" });
    if (response.status !== page.status) fail(`${page.path} answered ${response.status}, expected ${page.status}`);
    const file = path.join(fetched, `page-${index}.html`);
    fs.writeFileSync(file, await response.text());
    pages.set(file, page.path);
  }
} finally {
  await server.stop();
}

// Classes that do nothing (a later class sets the same thing): `cn` does not merge them.
const deadClasses = [...pages].flatMap(([file, page]) =>
  classConflictReport([...fs.readFileSync(file, "utf8").matchAll(/ class="([^"]*)"/g)].map((match) => unescapeHtml(match[1] ?? ""))).map(
    (line) => `${page}: ${line}`,
  ),
);
if (deadClasses.length > 0) {
  fs.rmSync(fetched, { recursive: true, force: true });
  fail(`Classes that a later class cancels:\n${deadClasses.join("\n")}`);
}

// Every page paints from its HTML alone: the stylesheet inline, no web font, no module preloads.
const slowPaints = [...pages].flatMap(([file, page]) => firstPaintProblems(fs.readFileSync(file, "utf8")).map((problem) => `${page}: ${problem}`));
if (slowPaints.length > 0) {
  fs.rmSync(fetched, { recursive: true, force: true });
  fail(`Pages that cannot paint from their HTML alone:\n${slowPaints.join("\n")}`);
}

// The home page hydrates only what it first shows (docs/decisions/0022-first-paint.md).
const homeData = hydrationDataChars(fs.readFileSync(path.join(clientDir, "index.html"), "utf8"));
if (homeData > HOME_HYDRATION_DATA_CHARS) {
  fs.rmSync(fetched, { recursive: true, force: true });
  fail(`The home page's hydration data is ${homeData} characters, over ${HOME_HYDRATION_DATA_CHARS}: does it carry the whole template catalogue again?`);
}

// The checker's CSS validator predates what Tailwind writes (@property,
// @layer, oklch()): the inline stylesheet is the site's own build output, so
// only the HTML is checked, as when the stylesheet was a file of its own.
const result = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--errors-only", "--filterpattern", "CSS: .*", ...pages.keys()], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
fs.rmSync(fetched, { recursive: true, force: true });

type Message = { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number; lastColumn?: number };
let messages: Message[];
try {
  // vnu writes its JSON report to stderr.
  messages = (JSON.parse(result.stderr) as { messages: Message[] }).messages;
} catch {
  fail(`The HTML checker did not report (exit ${result.status}):\n${result.stderr}${result.stdout}`);
}

const errors = messages.filter((message) => message.type !== "info");
for (const error of errors) {
  const file = error.url ? decodeURIComponent(new URL(error.url).pathname) : "";
  const where = `${pages.get(file) ?? file}${error.lastLine ? `:${error.lastLine}:${error.lastColumn}` : ""}`;
  console.error(`${where} ${error.message}${error.extract ? `\n    ${error.extract.replace(/\s+/g, " ").trim()}` : ""}`);
}
if (errors.length > 0 || result.status !== 0) {
  fail(`\n${errors.length} HTML error(s) in ${pages.size} public pages (W3C Nu Html Checker).`);
}
console.log(
  `${pages.size} public pages are valid HTML (W3C Nu Html Checker) with no class a later one cancels, each painting from its HTML alone: ${[...pages.values()].join(", ")}`,
);
