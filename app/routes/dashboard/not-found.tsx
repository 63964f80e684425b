/** Any other address under /dashboard: the layout's error boundary answers it inside the shell. */
export const handle = { title: "Page not found" };

export function loader(): never {
  throw new Response("There is no dashboard page at this address.", { status: 404, statusText: "Not Found" });
}

export default function DashboardNotFound() {
  return null;
}
