import { Form } from "react-router";
import { buttonVariants } from "./button.tsx";

/**
 * Its own words: pages that only delete (settings) should not load the lead
 * admin's texts for two labels (the first-load budget).
 */
export const deleteFormTexts = { delete: "Delete", confirmDelete: "Yes, delete" } as const;

/** Delete, behind a confirmation (a disclosure, so it works without JavaScript too). */
export function DeleteForm({ id, label, fields = { intent: "delete", key: id } }: { id: string; label: string; fields?: Record<string, string> }) {
  return (
    <details className="group relative">
      <summary
        className={buttonVariants({ variant: "ghost", size: "sm", className: "cursor-pointer list-none text-destructive" })}
        aria-label={`Delete ${label}`}
      >
        {deleteFormTexts.delete}
      </summary>
      <Form method="post" preventScrollReset className="absolute right-0 z-10 mt-1 grid w-56 gap-2 rounded-md border bg-popover p-3 text-sm shadow-lg">
        <p>Delete {label}? This cannot be undone.</p>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonVariants({ variant: "destructive", size: "sm" })}>
          {deleteFormTexts.confirmDelete}
        </button>
      </Form>
    </details>
  );
}
