import type * as React from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

/** The app's single toast outlet (rendered once in `root.tsx`). */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="bottom-right"
      richColors
      closeButton
      className="toaster group"
      style={
        {
          fontFamily: "var(--font-sans)",
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export type NotifyVariant = "default" | "success" | "destructive";

export type NotifyOptions = {
  /** Bold first line, e.g. "Missing information". */
  title: string;
  /** Second line, e.g. "Please fill in your name and email address." */
  description?: string;
  /** `destructive` for errors (red), `success` for confirmations (green); default is neutral. */
  variant?: NotifyVariant;
};

/** Shows one of the spec's toasts. Returns the toast id. */
export function notify({ title, description, variant = "default" }: NotifyOptions) {
  const options = description === undefined ? undefined : { description };
  switch (variant) {
    case "destructive":
      return toast.error(title, options);
    case "success":
      return toast.success(title, options);
    default:
      return toast(title, options);
  }
}
