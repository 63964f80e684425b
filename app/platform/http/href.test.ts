import { href as routerHref } from "react-router";
import { describe, expect, it } from "vitest";
import { href } from "./href.ts";

describe("href (the browser's)", () => {
  it("writes what React Router's href writes for the site's links", () => {
    expect(href("/blog")).toBe(routerHref("/blog"));
    expect(href("/blog/:slug", { slug: "a-post" })).toBe(routerHref("/blog/:slug", { slug: "a-post" }));
    expect(href("/author/:id", { id: "42" })).toBe(routerHref("/author/:id", { id: "42" }));
    expect(href("/blog/:slug/edit", { slug: "a post/é" })).toBe("/blog/a%20post%2F%C3%A9/edit");
    expect(routerHref("/blog/:slug/edit", { slug: "a post/é" })).toBe("/blog/a%20post%2F%C3%A9/edit");
  });
});
