import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData, useMatches, useParams, useRouteError } from "react-router";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "#app/features/accounts/roles.ts";
import DashboardLayout, { ErrorBoundary } from "./layout.tsx";
import { loader as notFoundLoader } from "./not-found.tsx";
import type { Route } from "./+types/layout";

const user: SessionUser = { id: "u1", name: "Erin Error", email: "erin@example.com", role: "user", emailVerified: true };

/**
 * The dashboard layout (its component and ErrorBoundary as the route module
 * exports them) over children whose loaders fail, in a memory router that
 * runs the loaders; the page's HTML once they are done.
 */
async function renderAt(path: string) {
  const useProps = () => ({ params: useParams(), matches: useMatches() }) as unknown as Route.ComponentProps;
  const router = createMemoryRouter(
    [
      {
        id: "routes/dashboard/layout",
        path: "/dashboard",
        loader: () => ({ user, sidebarOpen: true }),
        Component: () => <DashboardLayout {...useProps()} loaderData={useLoaderData() as Route.ComponentProps["loaderData"]} />,
        ErrorBoundary: () => <ErrorBoundary {...(useProps() as unknown as Route.ErrorBoundaryProps)} error={useRouteError()} />,
        children: [
          {
            path: "projects",
            handle: { title: "Projects" },
            // What a query on a database that is down does.
            loader: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
            Component: () => <p>Projects</p>,
          },
          { path: "*", handle: { title: "Page not found" }, loader: notFoundLoader, Component: () => null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  router.dispose();
  return {
    html,
    text: html
      .replace(/<[^>]+>/g, "\n")
      .split("\n")
      .filter(Boolean),
  };
}

describe("the dashboard layout's ErrorBoundary", () => {
  it("keeps the shell when a page's loader fails unexpectedly, and says so without the error's own words", async () => {
    const { html, text } = await renderAt("/dashboard/projects");
    // The sidebar with its links, the page's title, the user.
    expect(html).toMatch(/<nav aria-label="Dashboard"/);
    expect(html).toMatch(/<a[^>]*href="\/dashboard"[^>]*>/);
    expect(html).toMatch(/<h1[^>]*>Projects<\/h1>/);
    expect(text).toContain("erin@example.com");
    expect(html).toMatch(/<h2[^>]*>Something went wrong<\/h2>/);
    expect(text).toContain("An unexpected error occurred. Please try again.");
    expect(html).not.toContain("ECONNREFUSED");
  });

  it("tells a missing page apart: 404 with the not-found route's sentence, inside the shell", async () => {
    const { html, text } = await renderAt("/dashboard/no-such-page");
    expect(html).toMatch(/<nav aria-label="Dashboard"/);
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>404 Not Found<\/h2>/);
    expect(text).toContain("There is no dashboard page at this address.");
  });
});
