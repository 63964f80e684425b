import { isRouteErrorResponse } from "react-router";

/**
 * What an error boundary says: a thrown response's status and text (404 Not
 * Found, 403 Forbidden, with the response's own sentence when it has one),
 * anything else an unexpected error. The root's boundary draws it as the page,
 * the dashboard's inside its shell.
 */
export function RouteError({ error, level = 1, className }: { error: unknown; level?: 1 | 2; className?: string }) {
  let title = "Something went wrong";
  let details = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    title = `${error.status} ${error.statusText}`;
    details = typeof error.data === "string" && error.data ? error.data : details;
  }
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className={className}>
      <Heading className={level === 1 ? "text-3xl font-bold" : "text-xl font-semibold"}>{title}</Heading>
      <p className="mt-4 text-muted-foreground">{details}</p>
    </section>
  );
}
