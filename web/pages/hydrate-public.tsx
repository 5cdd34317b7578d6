import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PageToaster } from "../components/lazy-toaster";
import { PAGE_DATA_ID, PUBLIC_ID_PREFIX, type PublicPageData, PublicTree, SITE_ROOT_ID } from "./public-tree";
import { PAGE_MODULES } from "./registry";

// A public page hydrates without React Router (docs/decisions/031): the page's
// component and the shell around it, with the data the server wrote into the
// page. Links are plain anchors, so following one loads the next pre-rendered
// page; they work before (and without) any script.

/** The data a public page carries, or null on a page that hydrates with the router. */
export function publicPageData(): PublicPageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PublicPageData) : null;
}

export async function hydratePublicPage(data: PublicPageData) {
  const container = document.getElementById(SITE_ROOT_ID);
  const load = PAGE_MODULES[data.page];
  if (!container || !load) throw new Error(`No public page to hydrate for ${data.page}`);
  const { default: Page } = await load();
  startTransition(() => {
    hydrateRoot(container, <PublicTree data={data} Page={Page} />, { identifierPrefix: PUBLIC_ID_PREFIX });
  });
  // The page's toaster lives outside the hydrated tree (the server renders none).
  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts).render(<PageToaster />);
}
