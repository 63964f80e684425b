import { twMerge } from "tailwind-merge";

/**
 * The classes of one `class` attribute that do nothing because a later class
 * sets the same thing ("h-9" in "h-9 h-10"), and repeated classes. `cn` joins
 * classes without merging them (app/ui/cn.ts), so a caller's class that
 * conflicts with a component's own is a silent bug: this finds it, using
 * tailwind-merge's knowledge of which Tailwind utilities conflict.
 */
export function deadClasses(classAttribute: string): string[] {
  const classes = classAttribute.split(/\s+/).filter(Boolean);
  const repeated = classes.filter((name, index) => classes.indexOf(name) !== index);
  const kept = new Set(twMerge(classes).split(" "));
  const overridden = classes.filter((name) => !kept.has(name));
  return [...new Set([...overridden, ...repeated])];
}

/** One line per `class` attribute with dead classes: the dead ones, then the whole attribute. */
export function classConflictReport(classAttributes: Iterable<string>): string[] {
  const report: string[] = [];
  for (const attribute of new Set(classAttributes)) {
    const dead = deadClasses(attribute);
    if (dead.length > 0) report.push(`${dead.join(" ")}  in  class="${attribute}"`);
  }
  return report;
}
