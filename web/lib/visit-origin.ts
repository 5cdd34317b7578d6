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

/** Called once per page load; only the first page of the visit is remembered. */
export function rememberVisitOrigin() {
  if (typeof window === "undefined" || read()) return;
  const params = new URLSearchParams(window.location.search);
  const origin: Origin = {};
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : "";
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
