import { useContext } from "react";
import { UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext, useLocation, useMatches } from "react-router";
import type { SiteContent } from "../lib/site-content";
import { PUBLIC_PAGE_ROUTES, PAGE_DATA_ID, type PublicPageRoute } from "./public-routes";
import type { PublicPageData } from "./public-tree";

interface PublicPage {
  data: PublicPageData;
  entry: string;
  imports: string[];
}

/**
 * The page being rendered, when it is a public page that hydrates without the
 * router (docs/decisions/031): one of the public routes, without an error (an
 * error boundary needs the router).
 */
export function usePublicPageData(): PublicPageData | null {
  const matches = useMatches();
  const state = useContext(UNSAFE_DataRouterStateContext);
  const { pathname } = useLocation();
  if (state?.errors) return null;
  const leaf = matches[matches.length - 1];
  const root = matches.find((m) => m.id === "root");
  if (!leaf || !root || !(PUBLIC_PAGE_ROUTES as readonly string[]).includes(leaf.id)) return null;
  return { route: leaf.id as PublicPageRoute, pathname, loaderData: leaf.loaderData ?? null, site: root.loaderData as SiteContent };
}

/**
 * On the server: the public page's data and the client entry to start it with.
 * Never in the browser: once the router runs (staff pages, or a public page
 * reached from them) it keeps running.
 */
export function usePublicPage(): PublicPage | null {
  const data = usePublicPageData();
  const framework = useContext(UNSAFE_FrameworkContext);
  if (typeof document !== "undefined" || !framework || !data) return null;
  return { data, entry: framework.manifest.entry.module, imports: framework.manifest.entry.imports };
}

// JSON inside <script>: "<" escaped so no text (a staff-entered "</script>") ends the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The page's data and a starter that fetches the scripts once the page has
 * painted its content: nothing competes with the paint, and a phone on a slow
 * network shows the page (complete in its HTML) before any script arrives. Where
 * the browser does not report paints, two animation frames stand in for it.
 */
export function PublicPageScripts({ page }: { page: PublicPage }) {
  const urls = scriptJson({ entry: page.entry, imports: page.imports });
  const starter =
    `(function(){var a=${urls},d=document,done=0;` +
    `function go(){if(done++)return;a.imports.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.src=a.entry;d.head.appendChild(s)}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})` +
    `}else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()`;
  return (
    <>
      <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: scriptJson(page.data) }} />
      <script dangerouslySetInnerHTML={{ __html: starter }} />
    </>
  );
}
