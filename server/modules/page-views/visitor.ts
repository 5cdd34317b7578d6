import type { IncomingHttpHeaders } from "node:http";

// Who is not counted (docs/decisions/053). A page view counts a person's browser
// loading a page: crawlers, link-preview fetchers, monitors and scripted or
// headless browsers are not people, and a visitor who asked not to be tracked
// (Do-Not-Track or Global Privacy Control) is not counted at all, even though the
// count is anonymous.

/**
 * Words that only automated clients put in their user agent: search and SEO
 * crawlers ("bot", "crawler", "spider", "slurp"), link previews of chat and
 * social apps, uptime monitors, HTTP libraries and command-line tools, and
 * headless or driven browsers. Matched case-insensitively anywhere in the string.
 */
const AUTOMATED = new RegExp(
  [
    // "Googlebot/2.1", "bingbot/2.0", "PetalBot;", "Slackbot-LinkExpanding", "compatible; bot)";
    // not a phone named "CUBOT P30".
    "bot(?:[/;)_-]|$)",
    "\\bbot\\b",
    "crawl",
    "spider",
    "slurp",
    "scrap",
    "fetch",
    "preview",
    "facebookexternalhit",
    "meta-externalagent",
    "embedly",
    "whatsapp",
    "telegram",
    "skypeuripreview",
    "bitlybot",
    "vkshare",
    "pinterest",
    "quora link",
    "outbrain",
    "google-inspectiontool",
    "mediapartners-google",
    "adsbot",
    "apis-google",
    "feedfetcher",
    "lighthouse",
    "pagespeed",
    "gtmetrix",
    "pingdom",
    "uptime",
    "monitor",
    "statuscake",
    "headless",
    "phantomjs",
    "puppeteer",
    "playwright",
    "selenium",
    "webdriver",
    "electron",
    "curl",
    "wget",
    "httpie",
    "python-",
    "python/",
    "aiohttp",
    "java/",
    "okhttp",
    "go-http-client",
    "node-fetch",
    "undici",
    "axios",
    "libwww",
    "lwp-",
    "httpclient",
    "postman",
    "insomnia",
    "scrapy",
    "archive",
    "validator",
    "checker",
  ].join("|"),
  "i",
);

/** Whether a user agent belongs to a program rather than a person's browser; an empty or missing one counts as a program. */
export function isAutomated(userAgent: string | undefined): boolean {
  const ua = userAgent?.trim() ?? "";
  // Every browser people use sends a long "Mozilla/5.0 (…)" user agent.
  if (ua.length < 20 || !/^Mozilla\/\d/.test(ua)) return true;
  return AUTOMATED.test(ua);
}

/** Do-Not-Track or Global Privacy Control: the visitor asked not to be tracked. */
export function optedOut(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === "1" || headers["sec-gpc"] === "1";
}

/** A prefetch or prerender the browser made on its own: the visitor may never see the page. */
function speculative(headers: IncomingHttpHeaders): boolean {
  const purpose = String(headers["sec-purpose"] ?? headers.purpose ?? headers["x-purpose"] ?? "");
  return /prefetch|prerender|preview/i.test(purpose);
}

/** Whether a page request is one a person's browser made to show the page, and may be counted. */
export function countable(headers: IncomingHttpHeaders): boolean {
  return !optedOut(headers) && !speculative(headers) && !isAutomated(headers["user-agent"]);
}
