import { describe, expect, it } from "vitest";
import { EDITOR_BODY_BYTES } from "#app/features/blog/editor-route-rules.ts";
import { siteRouteManifest, siteRouteTable } from "#tests/helpers/route-table.ts";
import { RouteTable } from "./route-table.ts";

describe("RouteTable", async () => {
  const routes = await siteRouteTable();

  it("reads each route's rules from its module, its parents' included, as React Router matches the path", () => {
    for (const path of ["/blog/create", "/blog/create.data", "/blog/some-post/edit", "/blog/some-post/edit.data", "/Blog/Create"]) {
      expect(routes.rulesFor(path).maxBodyBytes, path).toBe(EDITOR_BODY_BYTES);
    }
    for (const path of ["/blog/some-post", "/api/v1/waitlist", "/blog/a/b/edit", "/blog/create/x", "/"])
      expect(routes.rulesFor(path).maxBodyBytes, path).toBeUndefined();
    expect(routes.rulesFor("/dashboard/comments").keptPages).toBe("all");
    expect(routes.rulesFor("/dashboard.data").keptPages).toBe("all");
    expect(routes.rulesFor("/blog/rss.xml").keptPages).toBeUndefined();
  });

  it("tells pages from routes without one (the API, the sitemap)", () => {
    for (const path of ["/api/v1/waitlist", "/api/v1/waitlist/abc", "/api/v1/waitlist/export.csv", "/api/auth/get-session", "/sitemap.xml"])
      expect(routes.rulesFor(path).resource, path).toBe(true);
    for (const path of ["/", "/blog", "/blog/x", "/no-such-page", "/api/anything", "/_root.data"]) expect(routes.rulesFor(path).resource, path).toBe(false);
  });

  it("answers the direct routes by their modules' action and loader, at their full paths", async () => {
    const { actions, streams } = routes.directHandlers(() => ({}));
    expect(Object.keys(actions).sort()).toEqual(["/api/v1/demo-requests", "/api/v1/waitlist"]);
    expect(Object.keys(streams)).toEqual(["/api/v1/events"]);
  });

  it("refuses a direct route with parameters, or without the function that answers it", async () => {
    const manifest = await siteRouteManifest();
    const withParameter = {
      ...manifest,
      x: { id: "x", parentId: "root", path: "x/:id", module: { handle: { server: { direct: "action" } }, action: () => new Response() } },
    };
    expect(() => new RouteTable(withParameter).directHandlers(() => ({}))).toThrow(/without parameters/);
    const withoutAction = { ...manifest, x: { id: "x", parentId: "root", path: "x", module: { handle: { server: { direct: "action" } } } } };
    expect(() => new RouteTable(withoutAction).directHandlers(() => ({}))).toThrow(/has none/);
  });

  it("passes a thrown Response on as the answer", async () => {
    const manifest = {
      root: { id: "root", path: "", module: {} },
      x: {
        id: "x",
        parentId: "root",
        path: "x",
        module: {
          handle: { server: { direct: "action" } },
          action: () => {
            throw new Response("no", { status: 418 });
          },
        },
      },
    };
    const { actions } = new RouteTable(manifest).directHandlers(() => ({}));
    expect((await actions["/x"]!(new Request("http://localhost/x", { method: "POST" }))).status).toBe(418);
  });
});
