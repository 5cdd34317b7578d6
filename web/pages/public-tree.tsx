import { type ComponentType, StrictMode, createContext, useEffect } from "react";
import type { FormReply } from "#contracts/form-reply";
import type { PublicPage } from "#contracts/public-paths";
import { SiteShell } from "../features/layout/site-shell";
import { FormReplyProvider } from "../lib/form-reply";
import { PathnameProvider } from "../lib/page-location";
import type { SiteContent } from "../lib/site-content";
import { SiteContentProvider } from "../lib/site-content";
import { rememberVisitOrigin } from "../lib/visit-origin";

/** The element the page's data is written into, and the element hydrated. */
export const PAGE_DATA_ID = "page-data";
export const SITE_ROOT_ID = "site";

/** What a public page's own hydration needs, written into the page as JSON. */
export interface PublicPageData {
  page: PublicPage;
  pathname: string;
  loaderData: unknown;
  site: SiteContent;
  /** The server's answer to a plain form post, when this page shows one. */
  formReply?: FormReply;
}

/** Ids React generates in a public page's own root: apart from any the router's document generates. */
export const PUBLIC_ID_PREFIX = "p-";

export type PageComponent = ComponentType<{ loaderData: never }>;

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

/**
 * Everything inside a public page's `#site` element, as its own React root: the
 * server renders it apart from the router's document (entry.server.tsx) and the
 * browser hydrates the same tree (hydrate-public.tsx), so the two agree to the
 * last generated id (React's useId numbers elements by their place in the root).
 */
export function PublicTree({ data, Page }: { data: PublicPageData; Page: PageComponent }) {
  return (
    <StrictMode>
      <SiteContentProvider value={data.site}>
        <PathnameProvider value={data.pathname}>
          <FormReplyProvider value={data.formReply ?? null}>
            <SiteShell>
              <Page loaderData={data.loaderData as never} />
            </SiteShell>
          </FormReplyProvider>
        </PathnameProvider>
        <Hydrated />
      </SiteContentProvider>
    </StrictMode>
  );
}

/**
 * On the server only (entry.server.tsx): the public page being rendered, its data
 * and its tree already rendered as a root of its own. Null for any other page,
 * and always in the browser.
 */
export const RenderedPublicPage = createContext<{ data: PublicPageData; html: string } | null>(null);
