import { ChevronDownIcon } from "lucide-react";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { cn } from "../../lib/utils.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select.tsx";

type Option = { readonly value: string; readonly label: string };

/**
 * An optional choice in a lead form. With JavaScript it is the site's Radix
 * Select (no item has an empty value: "nothing chosen" is the placeholder).
 * Before hydration, and with JavaScript off, it is a native `<select>` of the
 * same size and look, so the choice is still sent with the form.
 */
export function LeadSelect({
  id,
  name,
  placeholder,
  options,
  value,
  onValueChange,
  ...aria
}: {
  id: string;
  name: string;
  placeholder: string;
  options: readonly Option[];
  /** "" while nothing is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const hydrated = useHydrated();

  if (!hydrated) {
    return (
      <div className="relative">
        <select
          id={id}
          name={name}
          defaultValue={value}
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
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    );
  }

  return (
    <Select name={name} value={value} onValueChange={onValueChange}>
      <SelectTrigger id={id} {...aria}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
