import type { ReactNode } from "react";
import { FloatingActions } from "./floating-actions";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Every public page: skip link, header, the page, footer and the floating contact buttons. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
      <FloatingActions />
    </>
  );
}
