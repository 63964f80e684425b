import { describe, expect, it } from "vitest";
import {
  type TemplateCategory,
  categoryFilters,
  categoryFromSlug,
  categorySlug,
  galleryView,
  pageFromParam,
  promptHref,
  templateCategories,
  withGalleryParams,
} from "./template-gallery.ts";

describe("category filter", () => {
  it("offers exactly the category buttons, All first", () => {
    expect(categoryFilters).toEqual([
      "All",
      "Real Estate",
      "Healthcare",
      "Marketing",
      "Customer Support",
      "Productivity",
      "Sales",
      "Accounting",
      "Finance",
      "HR",
    ]);
  });

  it("turns categories into URL slugs and back", () => {
    expect(categorySlug("Real Estate")).toBe("real-estate");
    expect(categorySlug("Customer Support")).toBe("customer-support");
    expect(categorySlug("HR")).toBe("hr");
    expect(categorySlug("All")).toBe("all");
    for (const category of categoryFilters) expect(categoryFromSlug(categorySlug(category))).toBe(category);
    expect(categoryFromSlug(" Real-Estate ")).toBe("Real Estate");
  });

  it("treats a missing or unknown slug as All", () => {
    expect(categoryFromSlug(null)).toBe("All");
    expect(categoryFromSlug(undefined)).toBe("All");
    expect(categoryFromSlug("")).toBe("All");
    expect(categoryFromSlug("support")).toBe("All");
    expect(categoryFromSlug("<script>")).toBe("All");
  });
});

describe("page parameter", () => {
  it("accepts whole numbers from 1, anything else is page 1", () => {
    expect(pageFromParam("3")).toBe(3);
    expect(pageFromParam(" 2 ")).toBe(2);
    for (const value of [null, undefined, "", "0", "-1", "1.5", "two", "1e3", "9999999"]) {
      expect(pageFromParam(value), String(value)).toBe(1);
    }
  });
});

describe("galleryView", () => {
  const cycle = templateCategories;
  // 21 items: categories in turn, so HR (the 9th) has 2 and Real Estate 3.
  const items = Array.from({ length: 21 }, (_, i) => ({ id: i + 1, category: cycle[i % cycle.length] as TemplateCategory }));

  it("All shows everything, in order, a page at a time", () => {
    const first = galleryView(items, { pageSize: 8 });
    expect(first.visible.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(first).toMatchObject({ total: 21, page: 1, hasMore: true });

    const second = galleryView(items, { page: 2, pageSize: 8 });
    expect(second.visible).toHaveLength(16);
    expect(second.hasMore).toBe(true);

    const last = galleryView(items, { page: 3, pageSize: 8 });
    expect(last.visible).toEqual(items);
    expect(last).toMatchObject({ total: 21, page: 3, hasMore: false });
  });

  it("a category shows only its items", () => {
    const realEstate = galleryView(items, { category: "Real Estate", pageSize: 8 });
    expect(realEstate.visible.map((item) => item.id)).toEqual([1, 10, 19]);
    expect(realEstate).toMatchObject({ total: 3, page: 1, hasMore: false });
    const hr = galleryView(items, { category: "HR", pageSize: 2, page: 1 });
    expect(hr.visible.every((item) => item.category === "HR")).toBe(true);
    expect(hr).toMatchObject({ total: 2, hasMore: false });
  });

  it("clamps pages past the end or below 1", () => {
    expect(galleryView(items, { page: 99, pageSize: 8 })).toMatchObject({ page: 3, hasMore: false });
    expect(galleryView(items, { page: 99, pageSize: 8 }).visible).toHaveLength(21);
    expect(galleryView(items, { page: 0, pageSize: 8 })).toMatchObject({ page: 1 });
    expect(galleryView(items, { page: Number.NaN, pageSize: 8 })).toMatchObject({ page: 1 });
  });

  it("copes with an empty list", () => {
    expect(galleryView([], { category: "Sales" })).toEqual({ visible: [], total: 0, page: 1, hasMore: false });
  });

  it("pages by 8 by default", () => {
    expect(galleryView(items).visible).toHaveLength(8);
  });
});

describe("withGalleryParams", () => {
  const params = (query: string) => new URLSearchParams(query);

  it("sets a category, dropping the page and keeping other params", () => {
    expect(withGalleryParams(params("prompt=Hi&page=3"), { category: "Customer Support" }).toString()).toBe("prompt=Hi&category=customer-support");
  });

  it("leaves All and page 1 out of the URL", () => {
    expect(withGalleryParams(params("category=hr&page=2"), { category: "All" }).toString()).toBe("");
    expect(withGalleryParams(params("category=hr&page=2"), { page: 1 }).toString()).toBe("category=hr");
  });

  it("sets the next page, keeping the category", () => {
    expect(withGalleryParams(params("category=hr"), { page: 2 }).toString()).toBe("category=hr&page=2");
  });

  it("does not change the params it was given", () => {
    const current = params("category=hr");
    withGalleryParams(current, { category: "Sales" });
    expect(current.toString()).toBe("category=hr");
  });
});

describe("promptHref", () => {
  it("links to the home page with the prompt encoded", () => {
    const prompt = "Line one & more\nLine two: 100% #1?";
    const href = promptHref(prompt);
    expect(href.startsWith("/?prompt=")).toBe(true);
    expect(new URL(href, "http://x").searchParams.get("prompt")).toBe(prompt);
  });
});
