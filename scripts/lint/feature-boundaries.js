// @ts-check
import path from "node:path";

/**
 * ESLint rule: features meet only through each other's surface, and only
 * along the declared dependencies (docs/decisions/0035-feature-boundaries.md).
 *
 * A module in app/features/A may import a module of app/features/B only when
 * - B is in A's declared dependencies (an acyclic list, so no two features
 *   ever import each other), and
 * - the module is B's surface: app/features/B/surface.ts (what runs in the
 *   browser too) or app/features/B/surface.server.ts (server-only).
 * Routes, server/ and tests compose features and are not checked.
 *
 * Options: { root: the project folder, dependsOn: { feature: [features it may use] } }
 */

export const SURFACES = ["surface.ts", "surface.server.ts"];

/**
 * The features of `dependsOn` in an order where each comes after what it uses; throws on a cycle.
 * @param {Record<string, string[]>} dependsOn
 */
export function dependencyOrder(dependsOn) {
  /** @type {string[]} */
  const order = [];
  const state = new Map();
  /** @param {string} feature @param {string[]} trail */
  const visit = (feature, trail) => {
    if (state.get(feature) === "done") return;
    if (state.get(feature) === "visiting") throw new Error(`Features depend on each other in a circle: ${[...trail, feature].join(" → ")}`);
    state.set(feature, "visiting");
    for (const used of dependsOn[feature] ?? []) visit(used, [...trail, feature]);
    state.set(feature, "done");
    order.push(feature);
  };
  for (const feature of Object.keys(dependsOn)) visit(feature, []);
  return order;
}

/** @type {import("eslint").Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Features use each other only through a surface file, along declared, acyclic dependencies" },
    schema: [
      {
        type: "object",
        properties: { root: { type: "string" }, dependsOn: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } } },
        required: ["root", "dependsOn"],
        additionalProperties: false,
      },
    ],
    messages: {
      notDeclared:
        "Feature '{{from}}' may not use feature '{{to}}' (it may use: {{allowed}}). Compose the two in a route, or move the shared piece to app/ui or app/platform (docs/decisions/0035-feature-boundaries.md).",
      notSurface: "Import feature '{{to}}' through its surface (app/features/{{to}}/{{surface}}), not {{file}}.",
    },
  },
  create(context) {
    /** @type {{ root: string; dependsOn: Record<string, string[]> }} */
    const { root, dependsOn } = context.options[0];
    dependencyOrder(dependsOn);
    const featuresDir = path.join(root, "app", "features");
    /** @param {string} file */
    const featureOf = (file) => {
      const relative = path.relative(featuresDir, file);
      return relative.startsWith("..") || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
    };
    const from = featureOf(context.filename);
    if (!from) return {};

    /** @param {import("estree").Node} node @param {unknown} specifier */
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      let target;
      if (specifier.startsWith(".")) target = path.resolve(path.dirname(context.filename), specifier);
      else if (specifier.startsWith("#app/")) target = path.join(root, "app", specifier.slice("#app/".length));
      else return;
      const to = featureOf(target);
      if (!to || to === from) return;
      if (!(dependsOn[from] ?? []).includes(to)) {
        context.report({ node, messageId: "notDeclared", data: { from, to, allowed: (dependsOn[from] ?? []).join(", ") || "none" } });
        return;
      }
      const inFeature = path.relative(path.join(featuresDir, to), target);
      if (!SURFACES.includes(inFeature)) {
        const surface = /\.server(\.ts)?$/.test(inFeature) ? "surface.server.ts" : "surface.ts";
        context.report({ node, messageId: "notSurface", data: { to, surface, file: inFeature } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

/**
 * ESLint rule: an import that climbs out of its folder (`../…`) into app/ or
 * tests/ goes through the package's import aliases instead (`#app/…`,
 * `#tests/…` in package.json), so a module reads the same wherever it sits.
 * Fixable: `eslint --fix` rewrites it.
 * @type {import("eslint").Rule.RuleModule}
 */
export const aliasImports = {
  meta: {
    type: "suggestion",
    fixable: "code",
    docs: { description: "Imports into app/ or tests/ from another folder use #app/ or #tests/" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, required: ["root"], additionalProperties: false }],
    messages: { climbing: "Import {{alias}} instead of climbing out of the folder." },
  },
  create(context) {
    /** @type {{ root: string }} */
    const { root } = context.options[0];
    /** @param {import("estree").Node & { value?: unknown, raw?: string }} node */
    const check = (node) => {
      const specifier = node.value;
      if (typeof specifier !== "string" || !specifier.startsWith("../")) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), specifier));
      const [top] = target.split(path.sep);
      if (top !== "app" && top !== "tests") return;
      const alias = `#${target.split(path.sep).join("/")}`;
      const quote = node.raw?.[0] ?? '"';
      context.report({ node, messageId: "climbing", data: { alias }, fix: (fixer) => fixer.replaceText(node, `${quote}${alias}${quote}`) });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source),
    };
  },
};

export default { rules: { "feature-boundaries": featureBoundaries, "alias-imports": aliasImports } };
