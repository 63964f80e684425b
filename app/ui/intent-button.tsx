import { Form } from "react-router";
import { Button, type ButtonProps } from "./button.tsx";

/**
 * A form of one button that posts an `intent` (and the hidden `fields` it
 * names) to the page's action: sign out elsewhere, remove, resend. It works
 * without JavaScript like every form here.
 */
export function IntentButton({ intent, fields = {}, ...button }: { intent: string; fields?: Record<string, string> } & Omit<ButtonProps, "type">) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" {...button} />
    </Form>
  );
}
