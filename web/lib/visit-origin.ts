// Where a visit came from, for the admissions team (docs/decisions/022): the
// landing page's UTM parameters and the referring site, read once when the visit
// starts and kept for this tab in sessionStorage (no cookie, nothing sent to
// anyone but our own enquiry endpoint, and only with an enquiry). The values come
// from a link anyone can write: they are cleaned when kept and again when sent
// (contracts/visit-origin.ts), so a malformed one never spoils an enquiry.

import { type VisitOrigin, cleanVisitOrigin } from "#contracts/visit-origin";
import { fieldsOf, parseOrNull } from "./json-fields";

const KEY = "visit-origin";

type Origin = Omit<VisitOrigin, "page">;

/** The remembered origin, cleaned: a tab may hold one kept by an older version of this file. */
function read(): Origin | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const { page: _page, ...origin } = cleanVisitOrigin(JSON.parse(raw));
    return origin;
  } catch {
    return null; // Storage blocked (private mode, settings): the enquiry goes without it.
  }
}

/**
 * The landing page's address and referrer as a public page's starter script
 * noted them before any script of ours arrived (pages/public-page-scripts.tsx):
 * a visitor who follows a link before the landing page has hydrated still has
 * the visit's origin remembered on the next page.
 */
export const LANDING_KEY = "visit-landing";

function landing(): { href: string; referrer: string } | null {
  try {
    const raw = sessionStorage.getItem(LANDING_KEY);
    const value = fieldsOf(parseOrNull(raw));
    const [href, referrer] = [value.get("href"), value.get("referrer")];
    return typeof href === "string" && typeof referrer === "string" ? { href, referrer } : null;
  } catch {
    return null;
  }
}

/** Called once per page load; only the first page of the visit is remembered. */
export function rememberVisitOrigin() {
  if (typeof window === "undefined" || read()) return;
  const first = landing() ?? { href: window.location.href, referrer: document.referrer };
  let params: URLSearchParams;
  try {
    params = new URL(first.href).searchParams;
  } catch {
    params = new URLSearchParams(window.location.search);
  }
  let referrerHost: string | undefined;
  try {
    const host = first.referrer ? new URL(first.referrer).hostname : "";
    if (host && host !== window.location.hostname) referrerHost = host;
  } catch {
    // An unreadable referrer is no referrer.
  }
  const { page: _page, ...origin } = cleanVisitOrigin({
    referrerHost,
    utmSource: params.get("utm_source"),
    utmMedium: params.get("utm_medium"),
    utmCampaign: params.get("utm_campaign"),
  });
  try {
    sessionStorage.setItem(KEY, JSON.stringify(origin));
  } catch {
    // As above.
  }
}

/** What an enquiry sends about its visit: the page it is sent from and the remembered origin. */
export function visitOrigin(): VisitOrigin {
  if (typeof window === "undefined") return {};
  rememberVisitOrigin();
  return cleanVisitOrigin({ ...read(), page: window.location.pathname });
}
