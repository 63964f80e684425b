import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { partialBuildDir } from "./server/build-output.ts";
import type * as DevServer from "./server/dev.ts";
import { failStart, startUpMessage } from "./server/start-up.ts";
import { builtShareCards } from "./app/content/share-card-pages.ts";
import { renderShareCard } from "./app/platform/share-cards/share-card.server.ts";
import { defineConfig, type Plugin, type RunnableDevEnvironment, type ViteDevServer } from "vite";

/** Modules of the shared first-load chunk (see `codeSplitting` below). */
const firstLoadModules = [
  /node_modules[\\/](clsx|class-variance-authority)[\\/]/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-right|check|sparkles|users)\.mjs$/,
  /node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/,
  /app[\\/]ui[\\/](button|input|label|textarea|use-hydrated|use-form-submission|is-plain-click|lazy-dialog|icon-drawing|route-error|eyebrow)\.tsx?$/,
  /app[\\/](content[\\/]site|platform[\\/]http[\\/]page-meta|features[\\/]accounts[\\/](open-auth-dialog|session-store))\.ts$/,
  /app[\\/]features[\\/]leads[\\/](lead-form-contract\.ts|components[\\/]lazy-lead-dialogs\.tsx)$/,
  // Every page's: when hydration starts, scroll restoration, the CSP nonce, the page's stylesheet (alone they were a file of their own).
  /app[\\/]platform[\\/](hydration[\\/](on-intent|scroll-restoration)\.tsx|http[\\/](csp-nonce\.ts|page-styles\.tsx))$/,
  // The root route's header and footer, which every page draws: in the root route's file they cost every page 0.3 KB more.
  /app[\\/]features[\\/]marketing[\\/]components[\\/](site-header|site-footer|logo|plan-dialog-trigger)\.tsx$/,
  /app[\\/]features[\\/]accounts[\\/](account-texts\.ts|components[\\/](account-actions|user-menu)\.tsx)$/,
  // The client entry itself: the group then is the entry's file (see below).
  /app[\\/]entry\.client\.tsx$/,
];

export default defineConfig({
  plugins: [
    tailwindcss(),
    devLoadContext(),
    reactRouter(),
    withoutPreloadHelper(),
    precompressClientFiles(),
    loadServerBuildBeforePrerendering(),
    pageShareCards(),
    embedScript(),
  ],
  // No module preloads around dynamic imports: they would add requests, while
  // the lazy dialogs already start loading when the pointer nears their
  // triggers. (Vite still wraps them in its preload helper: see withoutPreloadHelper.)
  build: {
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The small modules that most pages' first load needs travel as one
        // chunk, "ui-core": each tiny file is a request of its own (a phone pays
        // a round trip per wave of them), and gzip compresses them together far
        // better. Included: class joining, form primitives, lucide-react's
        // shared runtime and the icons of the site's header, hero and lead
        // buttons, the eyebrow pill above the home's and landing pages' headings
        // (alone it cost the home page a request and the budget's last bytes),
        // the lazy-dialog helpers, the shell's session and site data,
        // React DOM's small shared part, the root route's header and footer.
        // form-feedback (FormStatus) is left out: only pages with a form load
        // it, and the pages without one stay lighter.
        // The group also holds the client entry (app/entry.client.tsx), which
        // every page loads first anyway: Rolldown then writes the group into the
        // entry's own file, with React DOM's client (still evaluated only at the
        // first act, decision 0042) and Rolldown's runtime helpers, which were
        // a file of their own. One file instead of three, and gzip compresses
        // them together: 0.8 KB less on every page's first load.
        codeSplitting: {
          groups: [
            {
              name: "ui-core",
              test: (id) => firstLoadModules.some((pattern) => pattern.test(id)),
              priority: 3,
            },
            // The card and the badge each travel alone, loaded by the pages that draw one: a group
            // takes in what its modules import, so the blog's group below would otherwise carry
            // them (and itself) to every page with a card. Below ui-core, which keeps their helpers.
            { name: "card", test: /app[\\/]ui[\\/]card\.tsx$/, priority: 2 },
            // Three small platform modules the admin pages share (dates, the database's value sets, the site's event names): one request, not three.
            { name: "platform-small", test: /app[\\/]platform[\\/](dates|db[\\/]column-values|events[\\/]site-events)\.ts$/, priority: 2 },
            { name: "badge", test: /app[\\/]ui[\\/]badge\.tsx$/, priority: 2 },
            // Uploaded images as pages draw them (an avatar, a cover): the blog's pages and Settings share them, without the blog's group.
            {
              name: "images",
              test: /app[\\/](features[\\/]blog[\\/]components[\\/]avatar\.tsx|ui[\\/]responsive-image\.tsx|platform[\\/]images[\\/]image-(url|rules)\.ts)$/,
              priority: 2,
            },
            // What the blog list, a post and an author page share.
            {
              name: "blog-parts",
              test: /app[\\/]features[\\/]blog[\\/](blog-constants|components[\\/](post-card|author-links))\.tsx?$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // The server bundle's entry is the server itself (server/main.ts), which
  // re-exports React Router's server build: node server.ts loads one bundle.
  environments: { ssr: { build: { rolldownOptions: { input: "./server/main.ts" } } } },
  // lucide-react's entry loads all of its 1,600 icons (7 MB of heap, 40 MB
  // resident in the server): bundled, the server holds only those the site
  // draws (docs/decisions/0024-memory.md). Its name-to-icon map for loaders
  // (lucide-react/dynamicIconImports) stays a package import. better-auth,
  // drizzle-orm and Radix are bundled too: loaded as packages they are
  // hundreds of files that Node resolved one by one (0.6 s of each start).
  ssr: {
    noExternal: [/^lucide-react$/, /^better-auth/, /^@better-auth\//, /^drizzle-orm/, /^radix-ui$/, /^@radix-ui\//],
    external: ["lucide-react/dynamicIconImports"],
  },
});

/**
 * `react-router dev`: pages get the same load context as in production
 * (server/site.ts opens the database and starts the workers once, on the
 * first request), kept across reloads of the app's modules, which give the
 * context its current key on each request (server/dev.ts).
 */
function devLoadContext(): Plugin {
  let site: Promise<unknown> | undefined;
  const load = (server: ViteDevServer) => (server.environments.ssr as RunnableDevEnvironment).runner.import("/server/dev.ts") as Promise<typeof DevServer>;
  return {
    name: "droids-dev-load-context",
    apply: "serve",
    configureServer(server) {
      server.httpServer?.once("close", () => void site?.then((opened) => (opened as { close(): Promise<void> }).close()));
      // The site opens as the dev server starts: a data folder in use or a bad setting stops it with one line, not a 500 page at the first request.
      server.httpServer?.once("listening", () => {
        site ??= load(server).then((dev) => dev.openDevSite(server.config.root));
        site.catch((error: unknown) => failStart(startUpMessage(error)));
      });
      return () => {
        server.middlewares.use(async (req, res, next) => {
          try {
            const dev = await load(server);
            site ??= dev.openDevSite(server.config.root);
            await dev.handleDevRequest(req, res, next, (await site) as Awaited<ReturnType<typeof dev.openDevSite>>);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}

/**
 * The share cards of the home, enterprise, industry and customer-support
 * pages (app/content/share-card-pages.ts), drawn once per build into the
 * client build as /og/<page>.png, which those pages' og:image names. The
 * development server draws them when asked.
 */
function pageShareCards(): Plugin {
  const file = /^\/og\/([a-z-]+)\.png$/;
  return {
    name: "droids-page-share-cards",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      if (this.environment.mode !== "build") return;
      for (const card of await builtShareCards()) {
        this.emitFile({ type: "asset", fileName: `og/${card.page}.png`, source: await renderShareCard(card) });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const page = file.exec((req.url ?? "").split("?", 1)[0]!)?.[1];
        const card = page ? (await builtShareCards()).find((entry) => entry.page === page) : undefined;
        if (!card) return next();
        res.writeHead(200, { "content-type": "image/png", "cache-control": "no-cache" }).end(await renderShareCard(card));
      });
    },
  };
}

/**
 * The script other sites include to embed the waitlist form
 * (app/features/leads/embed/embed-script.ts): a chunk of its own in the client
 * build at the fixed address /embed/waitlist.js, which the embed code names
 * (so it cannot carry a content hash; the server caches it for an hour).
 * It imports nothing, so the chunk is a plain script. The development server
 * compiles it when asked.
 */
function embedScript(): Plugin {
  const source = "app/features/leads/embed/embed-script.ts";
  const address = "/embed/waitlist.js";
  let root = process.cwd();
  return {
    name: "droids-embed-script",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (this.environment.mode !== "build") return;
      this.emitFile({ type: "chunk", id: path.join(root, source), fileName: address.slice(1) });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if ((req.url ?? "").split("?", 1)[0] !== address) return next();
        const compiled = await server.environments.client.transformRequest(`/${source}`);
        res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" }).end(compiled?.code ?? "");
      });
    },
  };
}

/**
 * Vite's client build wraps every dynamic import in its preload helper
 * (`__vitePreload`, 0.6 KB gzipped in every page's first load) even with
 * `build.modulePreload: false` (vitejs/vite#18551). Here the helper has nothing
 * to do: with module preloads off, it would only load the stylesheets a lazy
 * chunk imports, and the client build has none (the page's styles are inline,
 * decision 0022), so each call's list is empty; what is left is its
 * `vite:preloadError` event, which the site does not listen to. The helper is
 * replaced by a plain call of the import, which rejects as before when a chunk
 * fails to load (the lazy dialogs then fall back to their pages). A chunk that
 * imports a stylesheet fails the build: the helper would be needed again.
 */
function withoutPreloadHelper(): Plugin {
  const helperId = "\0vite/preload-helper.js";
  return {
    name: "droids-without-preload-helper",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    load: (id) => (id === helperId ? "export const __vitePreload = (load) => load();" : undefined),
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && file.viteMetadata?.importedCss.size) {
          this.error(`${file.fileName} imports a stylesheet, which Vite's preload helper loads: remove withoutPreloadHelper (vite.config.ts).`);
        }
      }
    },
  };
}

/**
 * Prerendering starts a preview server and gives each page request 10 s
 * (React Router's fixed timeout, no retries). The first request used to pay
 * for loading the server build, which on a busy machine took longer than
 * that and failed the build. The preview server now loads it before it
 * listens (React Router's handler then finds it loaded), so the 10 s cover
 * rendering alone.
 */
function loadServerBuildBeforePrerendering(): Plugin {
  let root = process.cwd();
  return {
    name: "droids-load-server-build-first",
    configResolved(config) {
      root = config.root;
    },
    async configurePreviewServer() {
      const serverBuild = path.join(partialBuildDir(root), "server", "index.js");
      if (existsSync(serverBuild)) await import(pathToFileURL(serverBuild).href);
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The client build's scripts, styles and SVGs also as `.br` and `.gz` beside
 * them, at the highest levels, which the server sends as they are
 * (server/static-files.ts): nothing is compressed per request. Only where it
 * saves bytes, and only the client build (vite-plugin-compression2 also
 * compressed the server bundle's chunks here).
 */
function precompressClientFiles(): Plugin {
  return {
    name: "droids-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(js|css|svg)$/.test(file.fileName))
          .map(async (file) => {
            const source = Buffer.from(file.type === "asset" ? file.source : file.code);
            if (source.length < 1024) return;
            const target = path.join(outDir, file.fileName);
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzip(source, { level: 9 }),
            ]);
            if (br.length < source.length) await fs.writeFile(`${target}.br`, br);
            if (gz.length < source.length) await fs.writeFile(`${target}.gz`, gz);
          }),
      );
    },
  };
}
