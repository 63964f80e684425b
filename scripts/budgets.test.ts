import { describe, expect, it } from "vitest";
import { firstLoads, type AssetsManifest } from "./budgets.ts";

const manifest: AssetsManifest = {
  url: "/assets/manifest-1.js",
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/react.js"], css: ["/assets/root.css"] },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: "/assets/home.js", imports: ["/assets/lib.js"] },
    "routes/dashboard": { id: "routes/dashboard", parentId: "root", path: "dashboard", module: "/assets/shell.js", css: ["/assets/shell.css"] },
    "routes/dashboard.team": { id: "routes/dashboard.team", parentId: "routes/dashboard", path: "team", module: "/assets/team.js" },
    "routes/api": { id: "routes/api", parentId: "root", path: "api/v1/waitlist", module: "/assets/api.js", hasDefaultExport: false },
  },
};

describe("firstLoads", () => {
  it("adds up the entry and every file of the route's chain, once each (not the lazily discovered manifest)", () => {
    const loads = firstLoads(manifest);
    expect(loads.map((load) => load.path)).toEqual(["/", "/dashboard/team"]);
    expect(loads[0]).toEqual({
      routeId: "routes/home",
      path: "/",
      js: ["/assets/entry.js", "/assets/react.js", "/assets/root.js", "/assets/home.js", "/assets/lib.js"],
      css: ["/assets/root.css"],
    });
    expect(loads[1]!.js).toContain("/assets/shell.js");
    expect(loads[1]!.css).toEqual(["/assets/root.css", "/assets/shell.css"]);
  });

  it("leaves out resource routes (no component) and layout routes", () => {
    expect(firstLoads(manifest).map((load) => load.routeId)).not.toContain("routes/api");
    expect(firstLoads(manifest).map((load) => load.routeId)).not.toContain("routes/dashboard");
  });
});
