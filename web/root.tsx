// The web app's root: the HTML document, its links and the error boundary every route shares.

import { useEffect } from "react";
import { DASHBOARD_PATH } from "#contracts/dashboard-paths";
import { rememberVisitOrigin } from "./lib/visit-origin";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLoaderData, useLocation } from "react-router";
import { usePublicPageScripts } from "./public-page-scripts";
import { PageToaster } from "./components/lazy-toaster";
import { siteContentContext, snapshotOf } from "./lib/live-context";
import { seedSnapshot } from "./lib/seed-snapshot.server";
import { SiteContentProvider, siteContentOf } from "./lib/site-content";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * Every page renders from a content snapshot: the server sets the saved content's
 * (server/modules/site-pages); where nobody did, the build's pre-render (and
 * `npm run dev`), it is the seed's (docs/decisions/049).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    if (!context.get(siteContentContext)) context.set(siteContentContext, seedSnapshot);
    return next();
  },
];

/** The institute's facts and course list for every page (read with useSite and useCourseNav). */
export function loader({ context }: Route.LoaderArgs) {
  return siteContentOf(snapshotOf(context));
}

// Facts and menus change rarely; a visitor moving around the site keeps the ones
// the page arrived with instead of fetching them again on every move.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  // A public page hydrates without the router (docs/decisions/031): its HTML
  // carries its data and a small starter instead of the router's scripts.
  const publicPageScripts = usePublicPageScripts();
  // Marks the page as interactive once React has hydrated the pre-rendered HTML;
  // the end-to-end tests wait for it so no click lands before its handler exists.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    performance.mark("hydrated");
    // The landing page's UTM parameters and referrer, kept for an enquiry later in the visit.
    rememberVisitOrigin();
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {publicPageScripts ?? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/** The page scrolls smoothly to the top on each route change. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The dashboard places its own screens (dashboard-shell.tsx): a lead opened over the inbox leaves the inbox where it was (docs/decisions/088).
    if (pathname.startsWith(`${DASHBOARD_PATH}/`)) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname]);
  return null;
}

export default function App() {
  return (
    <SiteContentProvider value={useLoaderData<typeof loader>()}>
      <ScrollToTopOnNavigate />
      <Outlet />
      <PageToaster />
    </SiteContentProvider>
  );
}

export function HydrateFallback() {
  return (
    <div className="grid min-h-screen place-items-center text-slate-600" role="status">
      Loading…
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let details = "An unexpected error occurred. Please reload the page.";
  if (isRouteErrorResponse(error) && error.status === 404) {
    title = "Page not found";
    details = "The page you are looking for does not exist.";
  }
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-2 text-slate-600">{details}</p>
      <a className="mt-6 inline-block font-semibold text-blue-700 underline" href="/">
        Go to the home page
      </a>
    </main>
  );
}
