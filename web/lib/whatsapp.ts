import { PUBLIC_PAGES } from "#contracts/public-paths";
import { whatsappLink } from "#contracts/site-view";
import { usePathname } from "./page-location";
import { useCourseNav, useSite } from "./site-content";

// Every WhatsApp link of the public site pre-fills a message naming the page's
// course or the page (docs/decisions/061), so the counsellor knows what the chat
// is about without asking. The words are the site facts' greetings.

/** Names of the pages without a nav label; "home" reads better than "Home" in a sentence. */
const PAGE_NAMES: Record<string, string> = { "/": "home", "/courses": "courses", "/contact": "contact" };

/** The page's name for `{page}`: its menu label, or the words above, or "website" for any other address. */
export function pageName(pathname: string): string {
  const named = PAGE_NAMES[pathname];
  if (named) return named;
  const page = PUBLIC_PAGES.find((p) => p.path === pathname);
  return page && "nav" in page ? page.nav : "website";
}

/** The wa.me link for the page being shown. */
export function useWhatsappHref(): string {
  const site = useSite();
  const pathname = usePathname();
  const course = useCourseNav().find((c) => c.path === pathname);
  return whatsappLink(site, course ? { course: course.name } : { page: pageName(pathname) });
}
