import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/ui/select.tsx";
import type { LeadSelectProps } from "./lead-select.tsx";

/** The Radix Select of a lead form, loaded lazily by LeadSelect. */
export default function RadixLeadSelect({ id, name, placeholder, options, value, onValueChange, ...aria }: LeadSelectProps) {
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
