import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, TEST_AUTH_SECRET } from "#tests/e2e/support/spawn-server.ts";
import { builtShareCards } from "#app/content/share-card-pages.ts";

/**
 * Builds and `npm start` in a copy of the project (node_modules linked), so
 * that breaking a build here never touches the repository's own build/.
 * Runs once: the database driver plays no part.
 */
const repo = path.resolve(import.meta.dirname, "../..");
const copied = [
  "app",
  "public",
  "server",
  "scripts",
  "server.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "droids-build-"));
  for (const entry of copied) fs.cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true });
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(root, "node_modules"));
});
afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** Runs `command` in the copy until it exits, or until `until` matches its output (then stops it). */
function run(command: string[], { env = {}, until }: { env?: Record<string, string>; until?: RegExp } = {}) {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", BETTER_AUTH_SECRET: TEST_AUTH_SECRET, DATA_DIR: path.join(root, "data"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (until?.test(output)) child.kill("SIGTERM");
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const build = (env: Record<string, string> = {}) => run([path.join(root, "node_modules", ".bin", "react-router"), "build"], { env });
const file = (relative: string) => path.join(root, relative);
const prerenderedPage = "build/client/enterprise/index.html";

describe.runIf(process.env.TEST_DB !== "postgres")("builds", { timeout: 240_000 }, () => {
  it("prerendering does not fail when the machine is so slow that loading the server build takes 12 s", async () => {
    // React Router gives each prerender request 10 s, and the first one used to pay for loading the server build.
    fs.appendFileSync(file("server/main.ts"), "\nawait new Promise((resolve) => setTimeout(resolve, Number(process.env.SLOW_SERVER_LOAD_MS ?? 0)));\n");
    const { code, output } = await build({ SLOW_SERVER_LOAD_MS: "12000" });
    expect(output).not.toMatch(/Request (failed|timed out)/);
    expect(code).toBe(0);
    expect(fs.readFileSync(file(prerenderedPage), "utf8")).toContain("<html");
    // The home, enterprise, industry and customer-support pages' share cards, drawn into the build and named by their pages.
    // The list itself is checked in share-card.server.test.ts; here, that the build drew every card on it.
    for (const { page } of await builtShareCards()) {
      const { format, width, height } = await sharp(file(`build/client/og/${page}.png`)).metadata();
      expect({ page, format, width, height }).toEqual({ page, format: "png", width: 1200, height: 630 });
    }
    expect(fs.readFileSync(file(prerenderedPage), "utf8")).toContain('<meta property="og:image" content="https://public-url.invalid/og/enterprise.png"/>');
    expect(fs.readFileSync(file("build/client/index.html"), "utf8")).toContain('<meta name="twitter:image" content="https://public-url.invalid/og/home.png"/>');
    expect(fs.readFileSync(file("build/client/sales/index.html"), "utf8")).toContain(
      '<meta property="og:image" content="https://public-url.invalid/og/sales.png"/>',
    );
  });

  it("a build that fails keeps the last complete build, and npm start does not serve the failed one", async () => {
    const serverBundle = fs.readFileSync(file("build/server/index.js"), "utf8");
    const config = fs.readFileSync(file("react-router.config.ts"), "utf8");
    // Fails after the bundles are written, before any page is prerendered.
    fs.writeFileSync(file("react-router.config.ts"), config.replace("prerender: prerenderedPaths", 'prerender: [...prerenderedPaths, "/no-such-page"]'));

    const failed = await build();
    expect(failed.code).not.toBe(0);
    expect(fs.readFileSync(file("build/server/index.js"), "utf8")).toBe(serverBundle);
    expect(fs.existsSync(file(prerenderedPage))).toBe(true);

    // The sources differ from the complete build's: npm start builds, fails, and serves nothing.
    const start = await run(["node", "scripts/start.ts"], { env: { PORT: String(await freePort()) }, until: /ready at/ });
    expect(start.output).not.toContain("ready at");
    expect(start.code).not.toBe(0);
    expect(start.output).toContain("The build failed: nothing is served. The last complete build is still in build/.");
    expect(fs.existsSync(file(prerenderedPage))).toBe(true);

    // The sources as they were: the complete build is current again, served without rebuilding.
    fs.writeFileSync(file("react-router.config.ts"), config);
    const port = await freePort();
    const served = await run(["node", "scripts/start.ts"], { env: { PORT: String(port) }, until: /ready at/ });
    expect(served.output).toContain(`ready at http://localhost:${port}`);
    expect(served.output).not.toMatch(/Building|rebuilding/);
  });

  it("a build folder without its completion record is never served", async () => {
    fs.rmSync(file("build/complete.json"));
    const serve = await run(["node", "server.ts"], { env: { PORT: String(await freePort()) }, until: /ready at/ });
    expect(serve.code).toBe(1);
    expect(serve.output.trim()).toBe("build/ is not a complete build (it has no build/complete.json): run `npm run build` or `npm start`.");
  });
});
