import { SettingsSection } from "./settings-section.tsx";

/** A read-only settings section whose text the server writes (its loader), so the page ships no code to format it. */
export interface Facts {
  title: string;
  description: string;
  facts: { label: string; text: string; alert?: boolean }[];
}

export function FactsSection({ title, description, facts }: Facts) {
  return (
    <SettingsSection title={title} description={description}>
      <dl className="grid gap-2 text-sm">
        {facts.map(({ label, text, alert }) => (
          <div key={label} className={alert ? "text-destructive" : undefined}>
            <dt className="font-medium">{label}</dt>
            <dd className={alert ? undefined : "text-muted-foreground"}>{text}</dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}
