import { useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";

/** A read-only value with a Copy button (without JavaScript the value can still be selected and copied). */
export function CopyField({ id, label, value, copyText, copiedText }: { id: string; label: string; value: string; copyText: string; copiedText: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} onFocus={(event) => event.currentTarget.select()} className="font-mono" />
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            await navigator.clipboard.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          <span aria-live="polite">{copied ? copiedText : copyText}</span>
        </Button>
      </div>
    </div>
  );
}
