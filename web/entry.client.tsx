import { hydratePublicPage, publicPageData } from "./pages/hydrate-public";

// Two ways a page comes to life (docs/decisions/031-public-pages-hydrate-without-the-router.md):
// a public page carries its data and hydrates its own tree without React Router,
// so the router's runtime (~42 kB compressed) is not part of its first load; any
// other page (staff screens, error pages) hydrates with the router.
const page = publicPageData();
if (page) {
  hydratePublicPage(page).catch((err: unknown) => console.error("The page could not start; its links and content still work.", err));
} else {
  void import("./hydrate-router").then((m) => m.hydrateRouter());
}
