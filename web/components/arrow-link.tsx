import { ArrowRight } from "./icons";

/**
 * A plain link (public pages hydrate without the router) whose label ends with a
 * small arrow: the call-to-action buttons of the home and about pages. The
 * caller gives the pill's look; the arrow is always the same size.
 */
export function ArrowLink({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
  return (
    <a href={href} className={className}>
      {children}
      <ArrowRight className="h-4 w-4" />
    </a>
  );
}
