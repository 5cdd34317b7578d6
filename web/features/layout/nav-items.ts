import { PUBLIC_PAGES } from "#contracts/public-paths";

// Main navigation items, in order (docs/decisions/008): the pages the registry
// (contracts/public-paths.ts) gives a navigation label. The courses menu is
// rendered separately, where the courses page sits: after "About us".
type NavItem = { to: string; label: string };

const split = PUBLIC_PAGES.findIndex((p) => p.page === "courses");
const navOf = (pages: readonly (typeof PUBLIC_PAGES)[number][]): NavItem[] => pages.flatMap((p) => ("nav" in p ? [{ to: p.path, label: p.nav }] : []));

export const navBefore = navOf(PUBLIC_PAGES.slice(0, split));
export const navAfter = navOf(PUBLIC_PAGES.slice(split + 1));
