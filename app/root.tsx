import { useContext } from "react";
import { getSessionCookie } from "better-auth/cookies";
import { Links, Meta, Outlet, Scripts, useMatches, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/root";
import { getSessionUser } from "./features/accounts/session.server.ts";
import { appOf, publicUrlContext } from "./platform/app-context.server.ts";
import { SiteFooter } from "./features/marketing/components/site-footer.tsx";
import { SiteHeader } from "./features/marketing/components/site-header.tsx";
import { Toaster } from "./ui/toaster.tsx";
import { RouteError } from "./ui/route-error.tsx";
import { isFramedPage } from "./ui/page-layout.ts";
import { CspNonce } from "./platform/http/csp-nonce.ts";
import { PageStyles } from "./platform/http/page-styles.tsx";
import { IntentListener } from "./platform/hydration/on-intent.tsx";
import { ScrollRestoration } from "./platform/hydration/scroll-restoration.tsx";

// Production pages carry the stylesheet inline (PageStyles); in development
// Vite's own copy is added too, because it follows edits without a reload.
if (import.meta.env.DEV) void import("./app.css");

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Who is signed in, for the header of pages drawn per request (blog, author,
 * dashboard, account pages), so it is right without JavaScript. Prerendered
 * pages are built without a visitor: their header stays neutral and learns
 * the user after hydration. With it, the public address that pages' canonical
 * and Open Graph URLs start with.
 */
export async function loader(args: Route.LoaderArgs) {
  const publicUrl = args.context.get(publicUrlContext);
  if (!getSessionCookie(args.request)) return { user: null, publicUrl };
  try {
    return { user: await getSessionUser(args), publicUrl };
  } catch (error) {
    // The page still renders (signed-out header) when the session cannot be read.
    appOf(args).logger.warn({ err: error }, "session for the header unavailable");
    return { user: null, publicUrl };
  }
}

// Plain navigations keep the header's user (the browser's session store
// follows sign-in and sign-out); form submissions read it again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod !== undefined && defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useContext(CspNonce);
  const signedIn = Boolean(useRouteLoaderData<typeof loader>("root")?.user);
  const framed = isFramedPage(useMatches());
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <IntentListener now={signedIn} />
        <Meta />
        <PageStyles />
        <Links />
      </head>
      <body className={framed ? "bg-background text-foreground antialiased" : "flex min-h-dvh flex-col bg-background text-foreground antialiased"}>
        {framed ? null : <SiteHeader />}
        <main id="main" className={framed ? undefined : "flex-1"}>
          {children}
        </main>
        {framed ? null : <SiteFooter />}
        <Toaster />
        <ScrollRestoration />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} className="mx-auto max-w-2xl px-4 py-24 text-center" />;
}
