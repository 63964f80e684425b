import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import featureBoundaries from "./scripts/lint/feature-boundaries.js";

/**
 * The layer order (docs/decisions/0014-feature-folders.md): routes → features →
 * platform, ui and content. Each entry lists what a folder may not import;
 * eslint replaces a rule's options per file, so every folder's list is whole.
 */
const serverOnly = {
  group: ["**/*.server", "**/*.server.ts"],
  message: "Server-only module: client code reaches it through a route's loader or action.",
};
const routes = { group: ["**/routes/**"], message: "Nothing imports a route module: move what you need into a feature." };
const features = { group: ["**/features/**"], message: "This layer sits below the features: it may not import them." };
const ui = { group: ["**/ui/**"], message: "The platform layer has no React: it may not import ui/." };
const classJoining = {
  group: ["clsx", "tailwind-merge"],
  message: "Join classes with cn (app/ui/cn.ts): one way, checked for dead classes (docs/decisions/0016-class-joining.md).",
};
/**
 * The features and which others each may use, through their surface file
 * only (docs/decisions/0035-feature-boundaries.md). The list must stay
 * acyclic: lint refuses a circle, so no two features import each other.
 */
export const featureDependencies = {
  accounts: [],
  meetings: ["accounts"],
  webhooks: ["accounts"],
  blog: ["accounts"],
  leads: ["accounts", "meetings"],
  broadcasts: ["accounts"],
  feed: ["accounts"],
  dashboard: ["accounts", "blog", "leads", "webhooks"],
  marketing: ["accounts", "leads"],
};
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const tests = ["**/*.test.ts", "**/*.test.tsx"];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".tools/", "data/", "test-results/", "playwright-report/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat["recommended-latest"] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // An import into app/ or tests/ from another folder names it by alias (#app/…, #tests/…).
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { droids: featureBoundaries },
    rules: { "droids/alias-imports": ["error", { root: import.meta.dirname }] },
  },
  // Route modules and the root: classes joined one way.
  { files: ["app/*.{ts,tsx}", "app/routes/**"], rules: restrict(classJoining) },
  // A feature uses another only through its surface, along featureDependencies.
  {
    files: ["app/features/**/*.{ts,tsx}"],
    ignores: tests,
    plugins: { droids: featureBoundaries },
    rules: { "droids/feature-boundaries": ["error", { root: import.meta.dirname, dependsOn: featureDependencies }] },
  },
  // Server modules of a feature: no routes.
  { files: ["app/features/**/*.server.ts"], ignores: tests, rules: restrict(routes) },
  // Client modules of a feature (components, schemas, texts): no server code either.
  { files: ["app/features/**/*.{ts,tsx}"], ignores: ["**/*.server.ts", ...tests], rules: restrict(routes, serverOnly, classJoining) },
  { files: ["app/platform/**/*.server.ts"], ignores: tests, rules: restrict(routes, features, ui) },
  { files: ["app/platform/**/*.{ts,tsx}"], ignores: ["**/*.server.ts", ...tests], rules: restrict(routes, features, ui, serverOnly) },
  { files: ["app/ui/**", "app/content/**"], ignores: ["app/ui/cn.ts", ...tests], rules: restrict(routes, features, serverOnly, classJoining) },
);
