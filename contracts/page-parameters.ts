/**
 * The query parameters a page reads when the server renders it: the only ones
 * that may change a page's answer. The server drops every other parameter a
 * link carries (utm_*, gclid, fbclid, msclkid, anything unknown) before it looks
 * the page up, so an ad click gets the same in-memory page as the bare URL;
 * a URL with one of these is rendered once and kept in a bounded cache
 * (server/modules/site-pages/page-url.ts, docs/decisions/032).
 *
 * A page that starts reading a parameter in its loader or while it renders
 * must name it here, or it will never see it. Keep the list short: each
 * distinct value costs one render.
 */
export const PAGE_PARAMETERS: readonly string[] = [];
