import { teamSizes, type timeSlots } from "#app/platform/db/column-values.ts";

/** The team sizes, shown and stored as is. */
export const teamSizeOptions = teamSizes.map((value) => ({ value, label: value }));

/** Preferred time slots, shown with their hours and stored by key. */
export const timeSlotOptions = [
  { value: "morning", label: "Morning (9-12 PM)" },
  { value: "afternoon", label: "Afternoon (12-5 PM)" },
  { value: "evening", label: "Evening (5-8 PM)" },
  { value: "flexible", label: "Flexible" },
] as const satisfies ReadonlyArray<{ value: (typeof timeSlots)[number]; label: string }>;

/** A demo request's time slot as the admin table shows it (here, not in the admin texts: the waitlist page, which shares those, does not load the demo dialog's words). */
export const timeSlotLabel = (value: string | null) => timeSlotOptions.find((option) => option.value === value)?.label ?? "—";

/** The demo dialog's words: labels, buttons and toasts. */
export const demoTexts = {
  title: "Schedule a Demo",
  subtitle: "See how Droids can automate your team's work. We'll tailor the demo to your use case.",
  submit: "Schedule Demo",
  submitting: "Scheduling...",
  cancel: "Cancel",
  missing: { title: "Missing information", description: "Please fill in your name, email address and company." },
  success: { title: "Demo Scheduled!", description: "We'll send you a calendar invite with demo details shortly." },
  errorTitle: "Error scheduling demo",
  fallbackError: "Something went wrong. Please try again.",
} as const;
