import type { IntegrationCategory } from "#app/content/integrations.ts";

/**
 * Every integration, grouped by category: in the integrations dialog, and on
 * the page itself for visitors without JavaScript.
 */
export function IntegrationDirectory({ categories }: { categories: IntegrationCategory[] }) {
  return (
    <div className="grid gap-x-8 gap-y-7 sm:grid-cols-2">
      {categories.map((category) => (
        <section key={category.name} aria-label={category.name}>
          <h3 className="text-sm font-semibold text-foreground">{category.name}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{category.description}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {category.tools.map((tool) => (
              <li key={tool} className="rounded-full border border-border bg-background px-3 py-1 text-sm font-medium text-foreground">
                {tool}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
