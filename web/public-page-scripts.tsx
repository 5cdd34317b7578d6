import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";
import { keepPressScript } from "./lib/pressed-before-hydration";
import { LANDING_KEY } from "./lib/visit-origin";
import { PAGE_DATA_ID, RenderedPublicPage } from "./pages/public-tree";

// JSON inside <script>: "<" escaped so no text (a staff-entered "</script>") ends the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * In place of the router's scripts on a public page (docs/decisions/031), written
 * on the server: the page's data, and a starter that notes the visit's landing
 * page (for the enquiry's source) and fetches the scripts once the
 * page has painted its content, so nothing competes with the paint and a phone on
 * a slow network shows the page (complete in its HTML) before any script arrives.
 * Where the browser does not report paints, two animation frames stand in for it;
 * after 3 s the scripts start whatever was reported.
 * It also keeps a press on a Play button made before the scripts arrive
 * (lib/pressed-before-hydration.ts).
 * Renders nothing for any other page (null: the router's scripts stay).
 */
export function usePublicPageScripts() {
  const page = useContext(RenderedPublicPage);
  const framework = useContext(UNSAFE_FrameworkContext);
  if (!page || !framework) return null;
  const urls = scriptJson({ entry: framework.manifest.entry.module, imports: framework.manifest.entry.imports });
  const starter =
    `(function(){var a=${urls},d=document,done=0;` +
    // A Play pressed before the scripts arrive is kept and played once they have (lib/pressed-before-hydration.ts).
    keepPressScript +
    `function go(){if(done++)return;` +
    // The visit's first page, before any other script (lib/visit-origin.ts reads it);
    // after the paint, not while the page is parsed: the first use of sessionStorage
    // waits on the browser (docs/decisions/078).
    `try{sessionStorage.getItem(${JSON.stringify(LANDING_KEY)})||sessionStorage.setItem(${JSON.stringify(LANDING_KEY)},JSON.stringify({href:location.href,referrer:d.referrer}))}catch(e){}` +
    `a.imports.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.src=a.entry;d.head.appendChild(s)}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})` +
    `}else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});` +
    `setTimeout(go,3000)})()`;
  return (
    <>
      <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: scriptJson(page.data) }} />
      <script dangerouslySetInnerHTML={{ __html: starter }} />
    </>
  );
}
