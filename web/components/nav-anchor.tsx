// A plain anchor that marks the current page, for links between public pages hydrated without the router
// (docs/decisions/031).

import type { AnchorHTMLAttributes } from "react";
import { isCurrentPath, usePathname } from "../lib/page-location";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className"> & {
  to: string;
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

/**
 * A navigation link that marks the current page (aria-current and its class),
 * like React Router's NavLink but a plain anchor: a public page is a document of
 * its own, so following a link loads the next pre-rendered page.
 */
export function NavAnchor({ to, end, className, children, ...rest }: Props) {
  const isActive = isCurrentPath(usePathname(), to, end);
  return (
    <a href={to} className={className({ isActive })} aria-current={isActive ? "page" : undefined} {...rest}>
      {children}
    </a>
  );
}
