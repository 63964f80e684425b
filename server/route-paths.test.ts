import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteRouteTable } from "#tests/helpers/route-table.ts";

/**
 * The route table is the only route table: no path of app/routes.ts is
 * written again outside it and the route modules (as a string, a template's
 * start, a prefix or a regex), so a route is changed in one place. A link
 * goes through React Router's typed `href("/blog/:slug", { slug })`, which
 * the type check holds to the route table; a rule of the server comes from
 * the route's module (`handle.server`, server/route-table.ts).
 * (docs/decisions/0034-one-route-table.md)
 */

const root = path.resolve(import.meta.dirname, "..");
// The site's code, its build and its checks (bench/ and tests/ request pages as a visitor would: they name them).
const scanned = ["app", "server", "scripts", "vite.config.ts", "react-router.config.ts", "server.ts"];
const isRouteTable = (file: string) => file === "app/routes.ts" || file.startsWith("app/routes/");
const isTest = (file: string) => /\.test\.tsx?$|\.spec\.tsx?$/.test(file);

/**
 * Files that still name paths, with how many (the count may only go down):
 * - better-auth's own endpoints (`/sign-out`, `/reset-password` under
 *   /api/auth/*), which share names with pages.
 */
const notYetMoved: Record<string, number> = {
  "app/features/accounts/auth.server.ts": 2,
  "app/features/accounts/auth-forms.handlers.server.ts": 2,
};

/** Source without comments (a comment may name a path to explain it). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[\s;{}(),])\/\/.*$/gm, "$1");
}

/** A route pattern as a regex of the paths it matches (a parameter is one segment, a splat the rest). */
const patternRegex = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment === "*" ? ".*" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}$`,
    "i",
  );

/** What a source says of the route table: the literals and regexes that name one of its paths. */
function routeMentions(source: string, patterns: string[]): string[] {
  // The catch-all and the home page are named everywhere ("/" as a default); every other path is the route table's.
  const named = patterns.filter((pattern) => pattern !== "/" && pattern !== "/*");
  const regexes = named.map(patternRegex);
  const firstSegments = [...new Set(named.map((pattern) => pattern.split("/")[1]!).filter((segment) => !/[:*]/.test(segment)))];
  const code = withoutComments(source);
  const found: string[] = [];
  for (const match of code.matchAll(/((?:href|apiPath)\(\s*)?(["'`])(\/(?:[^"'`\s$\\]|\$(?!\{))*)(["'`]|\$\{)?/g)) {
    if (match[1]) continue;
    const text = match[3]!;
    const pathPart = text.split(/[?#]/, 1)[0]!;
    // A whole path, or the start of one (a template's, or a prefix such as "/api/").
    const isStart = pathPart === text && (match[4] === "${" || text.endsWith("/"));
    const mentions = isStart
      ? text.length > 1 && named.some((pattern) => pattern.toLowerCase().startsWith(text.toLowerCase()))
      : regexes.some((regex) => regex.test(pathPart.replace(/(.)\/$/, "$1")));
    if (mentions) found.push(text);
  }
  const segments = firstSegments.map((segment) => segment.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")).join("|");
  for (const match of code.matchAll(new RegExp(String.raw`\\/\(?(?:\?:)?(?:${segments})\b[^\s]*`, "g"))) found.push(match[0]);
  return found;
}

function sourceFiles(): string[] {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", ...scanned], { cwd: root, encoding: "utf8" }).split("\n");
  return files.filter((file) => /\.(ts|tsx)$/.test(file) && !isRouteTable(file) && !isTest(file) && fs.existsSync(path.join(root, file)));
}

describe("the route table is the only route table", async () => {
  const patterns = (await siteRouteTable()).patterns();

  it("finds what it looks for", () => {
    expect(routeMentions(`const a = "/blog"; const b = \`/blog/\${slug}\`; const c = /^\\/(blog|dashboard)\\//;`, patterns)).toEqual([
      "/blog",
      "/blog/",
      "\\/(blog|dashboard)\\//;",
    ]);
    expect(routeMentions(`startsWith("/api/"); redirect("/sign-in?x=1"); "/dashboard/waitlist/"`, patterns)).toEqual([
      "/api/",
      "/sign-in?x=1",
      "/dashboard/waitlist/",
    ]);
    expect(
      routeMentions(`href("/blog/:slug", { slug }); href("/blog"); apiPath("/api/v1/broadcasts/:id"); "/"; "https://example.com/blog"; // "/blog"`, patterns),
    ).toEqual([]);
  });

  it("no path of app/routes.ts is written outside it and the route modules", () => {
    const mentions: Record<string, string[]> = {};
    const counts: Record<string, number> = {};
    for (const file of sourceFiles()) {
      const found = routeMentions(fs.readFileSync(path.join(root, file), "utf8"), patterns);
      if (found.length > (notYetMoved[file] ?? 0)) mentions[file] = found;
      if (found.length) counts[file] = found.length;
    }
    expect(mentions).toEqual({});
    // A file that names fewer now: lower its count above.
    expect(counts).toEqual(notYetMoved);
  });
});
