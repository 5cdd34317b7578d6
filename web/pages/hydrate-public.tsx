import { type ComponentType, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PageToaster } from "../components/lazy-toaster";
import { SiteShell } from "../features/layout/site-shell";
import { PathnameProvider } from "../lib/page-location";
import { SiteContentProvider } from "../lib/site-content";
import { rememberVisitOrigin } from "../lib/visit-origin";
import type { PublicPageData } from "./public-page-scripts";
import { PAGE_DATA_ID, type PublicPageRoute, SITE_ROOT_ID } from "./public-routes";

// A public page hydrates without React Router (docs/decisions/031): the page's
// component and the shell around it, with the data the server wrote into the
// page. Links are plain anchors, so following one loads the next pre-rendered
// page; they work before (and without) any script.

type PageModule = { default: ComponentType<{ loaderData: never }> };

const PAGES: Record<PublicPageRoute, () => Promise<PageModule>> = {
  "routes/home": () => import("./home"),
  "routes/about": () => import("./about"),
  "routes/courses": () => import("./courses"),
  "routes/course": () => import("./course"),
  "routes/placements": () => import("./placements"),
  "routes/corporate-training": () => import("./corporate-training"),
  "routes/student-feedback": () => import("./student-feedback"),
  "routes/blog": () => import("./blog"),
  "routes/contact": () => import("./contact"),
  "routes/not-found": () => import("./not-found"),
};

/** The data a public page carries, or null on a page that hydrates with the router. */
export function publicPageData(): PublicPageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PublicPageData) : null;
}

/** Marks the page interactive once hydrated; the end-to-end tests wait for it before any click. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    performance.mark("hydrated");
    // The landing page's UTM parameters and referrer, kept for an enquiry later in the visit.
    rememberVisitOrigin();
  }, []);
  return null;
}

export async function hydratePublicPage(data: PublicPageData) {
  const container = document.getElementById(SITE_ROOT_ID);
  const load = PAGES[data.route];
  if (!container || !load) throw new Error(`No public page to hydrate for ${data.route}`);
  const { default: Page } = await load();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <SiteContentProvider value={data.site}>
          <PathnameProvider value={window.location.pathname}>
            <SiteShell>
              <Page loaderData={data.loaderData as never} />
            </SiteShell>
          </PathnameProvider>
          <Hydrated />
        </SiteContentProvider>
      </StrictMode>,
    );
  });
  // The page's toaster lives outside the hydrated tree (the server renders none).
  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts).render(<PageToaster />);
}
