// Where a visit came from, for the admissions team (docs/decisions/022): the
// landing page's UTM parameters and the referring site, read once when the visit
// starts and kept for this tab in sessionStorage (no cookie, nothing sent to
// anyone but our own enquiry endpoint, and only with an enquiry).

const KEY = "visit-origin";

interface Origin {
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

function read(): Origin | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Origin) : null;
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
    const value = raw ? (JSON.parse(raw) as { href?: unknown; referrer?: unknown }) : null;
    return value && typeof value.href === "string" && typeof value.referrer === "string" ? { href: value.href, referrer: value.referrer } : null;
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
  const origin: Origin = {};
  try {
    const host = first.referrer ? new URL(first.referrer).hostname : "";
    if (host && host !== window.location.hostname) origin.referrerHost = host;
  } catch {
    // An unreadable referrer is no referrer.
  }
  for (const [param, key] of [
    ["utm_source", "utmSource"],
    ["utm_medium", "utmMedium"],
    ["utm_campaign", "utmCampaign"],
  ] as const) {
    const value = params.get(param)?.trim();
    if (value) origin[key] = value.slice(0, 100);
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify(origin));
  } catch {
    // As above.
  }
}

/** What an enquiry sends about its visit: the page it is sent from and the remembered origin. */
export function visitOrigin(): Origin & { page?: string } {
  if (typeof window === "undefined") return {};
  rememberVisitOrigin();
  return { page: window.location.pathname.slice(0, 200), ...read() };
}
