import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";

const any = () => true;
/** A colour value: a theme name (`primary`, `muted-foreground`, `red-500`), optionally with `/opacity`, or an arbitrary colour. */
const isColor = (value: string) => /^[a-z]+(-[a-z]+)*(-\d{2,3})?(\/\S+)?$/.test(value) || /^\[(#|rgb|hsl|oklch|color:)/.test(value) || value.startsWith("(color:");
const isBgColor = (value: string) => isColor(value) && !/^(linear|radial|conic|gradient|none|repeat|no-repeat|clip|origin|blend|auto|cover|contain|fixed|local|scroll|top|bottom|left|right|center)\b/.test(value);
const sides = (prefix: string) => [prefix, `${prefix}x`, `${prefix}y`, `${prefix}t`, `${prefix}r`, `${prefix}b`, `${prefix}l`, `${prefix}s`, `${prefix}e`];
const group = (prefix: string) => [{ [prefix]: [any] }];

/**
 * tailwind-merge with only the utility groups this site's components put in
 * their base classes and let callers override (display, spacing, sizing,
 * alignment, font size and weight, colours, borders, radius, shadow). The full default
 * configuration weighs ~8 KB gzipped, more than the first-load budget allows;
 * a utility outside these groups is kept as written (plain join).
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 200,
  theme: {},
  orderSensitiveModifiers: [],
  classGroups: {
    display: ["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "contents", "hidden"],
    ...Object.fromEntries([...sides("p"), ...sides("m")].map((prefix) => [prefix, group(prefix)])),
    ...Object.fromEntries(["w", "h", "size", "min-w", "min-h", "max-w", "max-h", "gap", "gap-x", "gap-y", "self", "justify-self"].map((prefix) => [prefix, group(prefix)])),
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "align-items": [{ items: [any] }],
    "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch", "normal"] }],
    "font-size": [{ text: ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl"] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
    "text-overflow": [{ text: ["ellipsis", "clip"] }],
    "text-color": [{ text: [isColor] }],
    "font-weight": [{ font: ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"] }],
    "bg-color": [{ bg: [isBgColor] }],
    "border-w": ["border", { border: ["0", "2", "4", "8"] }],
    "border-w-side": [{ border: ["x", "y", "t", "r", "b", "l", "s", "e"] }],
    "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
    "border-color": [{ border: [isColor] }],
    rounded: ["rounded", { rounded: ["none", "xs", "sm", "md", "lg", "xl", "2xl", "3xl", "4xl", "full"] }],
    shadow: ["shadow", { shadow: ["2xs", "xs", "sm", "md", "lg", "xl", "2xl", "none", "inner"] }],
  },
  conflictingClassGroups: {
    p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
    gap: ["gap-x", "gap-y"],
  },
  conflictingClassGroupModifiers: {},
}));

/** Joins class names; a later class overrides an earlier one of the same utility group (`h-9` then `h-10` keeps `h-10`). */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
