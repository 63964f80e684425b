import { describe, expect, it } from "vitest";
import { classesOf, pageStylesheets, parseStylesheet, requiredClasses, styleAttributesOf, stylesheetFor } from "./page-stylesheet.server.ts";

const forPage = (css: string, html: string) => stylesheetFor(parseStylesheet(css), classesOf(html), styleAttributesOf(html));

describe("requiredClasses", () => {
  it("names the classes of every compound, unescaped", () => {
    expect(requiredClasses(String.raw`.card .hover\:bg-primary\/90:hover>.mt-0\.5`)).toEqual(["card", "hover:bg-primary/90", "mt-0.5"]);
    expect(requiredClasses(String.raw`.\[\&\>svg\]\:size-4>svg`)).toEqual(["[&>svg]:size-4"]);
    expect(requiredClasses(String.raw`.\31 0x`)).toEqual(["10x"]);
  });

  it("looks into :is(), :where() and :has(), taking what every alternative requires", () => {
    expect(requiredClasses(String.raw`.group-hover\:x:is(:where(.group):hover *)`)).toEqual(["group-hover:x", "group"]);
    expect(requiredClasses(":where(.space-y-2>:not(:last-child))")).toEqual(["space-y-2"]);
    expect(requiredClasses(":is(.a .b, .a .c)")).toEqual(["a"]);
    expect(requiredClasses(".x:has(>.y)")).toEqual(["x", "y"]);
  });

  it("requires nothing of :not() or an attribute selector", () => {
    expect(requiredClasses(".x:not(.y)")).toEqual(["x"]);
    expect(requiredClasses('[data-value=".y"] .x')).toEqual(["x"]);
    expect(requiredClasses("*, :before")).toEqual([]);
  });
});

describe("classesOf", () => {
  it("reads every class attribute, quoted either way or not at all, entities decoded", () => {
    const html = `<div class="a  b"><svg class='c'></svg><p class=d>x</p><i class="[&amp;&gt;svg]:size-4 it&#x27;s"></i></div><span data-class="no">`;
    expect([...classesOf(html)].sort()).toEqual(["[&>svg]:size-4", "a", "b", "c", "d", "it's"]);
  });
});

describe("stylesheetFor", () => {
  const css = [
    "@layer theme,base,utilities;",
    "@layer theme{:root,:host{--color-red:red;--color-blue:blue;--shade:var(--color-blue);--unused:1px}}",
    "@layer base{*,:before{box-sizing:border-box}a{color:inherit}}",
    "@layer utilities{.text-red{color:var(--color-red)}.text-shade{color:var(--shade)}.x:not(.y){margin:0}",
    "@media (width>=40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}",
    '.before\\:content{content:"{;}"}}',
    '@property --tw-ring{syntax:"*";inherits:false}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    ".ring{box-shadow:var(--tw-ring)}",
    "@keyframes spin{to{transform:rotate(360deg)}}",
  ].join("");

  it("keeps the rules the page's classes can match, the rules that name none, and drops the rest with their empty blocks", () => {
    const text = forPage(css, `<p class="x sm:flex">`);
    expect(text).toBe(
      "@layer theme,base,utilities;@layer base{*,:before{box-sizing:border-box}a{color:inherit}}@layer utilities{.x:not(.y){margin:0}@media (width>=40rem){.sm\\:flex{display:flex}}}@keyframes spin{to{transform:rotate(360deg)}}",
    );
  });

  it("keeps the custom properties the kept rules read, through other custom properties, and those the page's style attributes read", () => {
    expect(forPage(css, `<p class="text-shade before:content">`)).toContain(
      ':root,:host{--color-blue:blue;--shade:var(--color-blue)}}@layer base{*,:before{box-sizing:border-box}a{color:inherit}}@layer utilities{.text-shade{color:var(--shade)}.before\\:content{content:"{;}"}}',
    );
    expect(forPage(css, `<p class="ring" style="color:var(--color-red)">`)).toContain(":root,:host{--color-red:red}");
    expect(forPage(css, `<p class="ring">`)).toContain('@property --tw-ring{syntax:"*";inherits:false}.ring{');
    expect(forPage(css, `<p class="ring">`)).not.toContain("--tw-shadow");
  });
});

describe("pageStylesheets", () => {
  it("cuts each page's stylesheet from its classes and style attributes, the same for the same classes", () => {
    const forPage = pageStylesheets("@layer utilities{.a{color:red}.b{color:var(--blue)}}:root{--blue:blue}");
    expect(forPage(`<p class="a">`)).toBe("@layer utilities{.a{color:red}}");
    expect(forPage(`<p class="b"><i class="b a">`)).toBe("@layer utilities{.a{color:red}.b{color:var(--blue)}}:root{--blue:blue}");
    expect(forPage(`<p class="a">`)).toBe("@layer utilities{.a{color:red}}");
    expect(forPage(`<p style="color:var(--blue)">`)).toBe(":root{--blue:blue}");
  });
});
