import { cn } from "#app/ui/cn.ts";
import { ChevronDown } from "lucide-react";
import { lazy, Suspense } from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";

// Radix Select (~30 KB gzipped with its helpers) loads after hydration; until
// then, and with JavaScript off, the native select below stands in.
const RadixLeadSelect = lazy(() => import("./lead-select-radix.tsx"));

export type LeadSelectOption = { readonly value: string; readonly label: string };

export interface LeadSelectProps {
  id: string;
  name: string;
  placeholder: string;
  options: readonly LeadSelectOption[];
  /** "" while nothing is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * An optional choice in a lead form. With JavaScript it is the site's Radix
 * Select (no item has an empty value: "nothing chosen" is the placeholder).
 * Before hydration, while Radix loads, and with JavaScript off, it is a native
 * `<select>` of the same size and look, so the choice is still sent.
 */
export function LeadSelect(props: LeadSelectProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <NativeLeadSelect {...props} />;
  return (
    <Suspense fallback={<NativeLeadSelect {...props} controlled />}>
      <RadixLeadSelect {...props} />
    </Suspense>
  );
}

function NativeLeadSelect({ id, name, placeholder, options, value, onValueChange, controlled = false, ...aria }: LeadSelectProps & { controlled?: boolean }) {
  return (
    <div className="relative">
      <select
        id={id}
        name={name}
        {...(controlled ? { value, onChange: (event) => onValueChange(event.target.value) } : { defaultValue: value })}
        className={cn(
          "flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-sm shadow-xs outline-none",
          "has-[option[value='']:checked]:text-muted-foreground [&_option]:text-foreground",
          "focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
        )}
        {...aria}
      >
        {/* Native placeholder: sends nothing, which the server reads as "no preference". */}
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
