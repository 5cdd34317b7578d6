// Why fast-xml-parser: it is pure JavaScript (no native build), actively
// maintained, typed, has no network or file access of its own and limits entity
// expansion by default, and one XML parser reads both RSS 2.0 and Atom (and
// RSS 1.0/RDF). rss-parser would bring its own HTTP client (we need our own
// timeout and size cap) and xml2js, which is slower and no longer maintained.
import { XMLParser } from "fast-xml-parser";
import type { BlogItem } from "#contracts/blog";
import { firstImageSrc, htmlToText } from "./html-text";

/** A feed item mapped to the blog item fields; `thumbnail` is still the remote URL until the service swaps it. */
export type FeedItem = BlogItem;

export class FeedFormatError extends Error {}

type Node = unknown;
type Obj = Record<string, unknown>;

const ARRAY_TAGS = new Set(["item", "entry", "link", "media:content", "media:thumbnail", "media:group", "enclosure"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Titles such as "2025" must stay text, not become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // XML's own entities only; HTML entities inside the text are decoded later.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ARRAY_TAGS.has(name),
});

const isObj = (n: Node): n is Obj => typeof n === "object" && n !== null && !Array.isArray(n);
const list = (n: Node): Node[] => (n === undefined || n === null ? [] : Array.isArray(n) ? n : [n]);
const attr = (n: Node, name: string): string => (isObj(n) && typeof n[`@_${name}`] === "string" ? (n[`@_${name}`] as string).trim() : "");

/** All text inside a node (a string, a node with #text, or nested XHTML). */
function text(n: Node): string {
  if (typeof n === "string") return n;
  if (typeof n === "number" || typeof n === "boolean") return String(n);
  if (Array.isArray(n)) return n.map(text).join(" ");
  if (!isObj(n)) return "";
  const parts: string[] = [];
  for (const [key, value] of Object.entries(n)) {
    if (key.startsWith("@_")) continue;
    parts.push(text(value));
  }
  return parts.filter(Boolean).join(" ");
}

/** First <img src> inside nested XHTML (Atom type="xhtml"). */
function xhtmlImage(n: Node): string | undefined {
  if (Array.isArray(n)) {
    for (const child of n) {
      const found = xhtmlImage(child);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObj(n)) return undefined;
  for (const [key, value] of Object.entries(n)) {
    if (key.startsWith("@_")) continue;
    if (key === "img" || key.endsWith(":img")) {
      const src = list(value)
        .map((img) => attr(img, "src"))
        .find(Boolean);
      if (src) return src;
    }
    const found = xhtmlImage(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * An Atom text construct or RSS element as HTML: type="text" is escaped so that
 * stripping tags later cannot eat words such as "<div>" written as plain text.
 */
function asHtml(n: Node): string {
  if (n === undefined || n === null) return "";
  const type = attr(n, "type").toLowerCase();
  const raw = text(n);
  if (type === "text" || type === "text/plain") return raw.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return raw;
}

export const MAX_URL_LENGTH = 2000;

/** An absolute http(s) URL, resolved against the feed address, or undefined. */
export function httpUrl(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim(), base);
    // Longer addresses would not fit the thumbnail proxy's query; real ones never are.
    if (url.href.length > MAX_URL_LENGTH) return undefined;
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const looksLikeImage = (url: string) => /\.(jpe?g|png|webp|gif|avif)(?:$|[?#])/i.test(url);

function mediaImage(item: Obj): string | undefined {
  const groups = [item, ...list(item["media:group"]).filter(isObj)];
  for (const g of groups) {
    const thumb = list(g["media:thumbnail"])
      .map((t) => attr(t, "url"))
      .find(Boolean);
    if (thumb) return thumb;
  }
  for (const g of groups) {
    for (const media of list(g["media:content"])) {
      const url = attr(media, "url");
      const medium = attr(media, "medium").toLowerCase();
      const type = attr(media, "type").toLowerCase();
      if (url && (medium === "image" || type.startsWith("image/") || (!medium && !type && looksLikeImage(url)))) return url;
      // A video's media:content often carries its own poster thumbnail.
      const inner = list(isObj(media) ? media["media:thumbnail"] : undefined)
        .map((t) => attr(t, "url"))
        .find(Boolean);
      if (inner) return inner;
    }
  }
  return undefined;
}

function enclosureImage(item: Obj): string | undefined {
  for (const enc of list(item.enclosure)) {
    const url = attr(enc, "url");
    if (url && (attr(enc, "type").toLowerCase().startsWith("image/") || looksLikeImage(url))) return url;
  }
  // Atom: <link rel="enclosure" type="image/…" href="…"/>
  for (const link of list(item.link)) {
    if (attr(link, "rel") === "enclosure" && attr(link, "type").toLowerCase().startsWith("image/")) return attr(link, "href");
  }
  return undefined;
}

function isoDate(value: string): string {
  if (!value) return "";
  const d = new Date(value.trim());
  return Number.isNaN(d.getTime()) ? "" : d.toISOString();
}

function rssItem(item: Obj, base: string): FeedItem | null {
  const contentHtml = asHtml(item["content:encoded"]) || asHtml(item.description);
  const descriptionHtml = asHtml(item.description) || contentHtml;
  const link = httpUrl(list(item.link).map(text).find(Boolean), base) ?? "";
  const thumbnail = httpUrl(mediaImage(item) ?? enclosureImage(item) ?? firstImageSrc(contentHtml) ?? firstImageSrc(descriptionHtml), base);
  if (!thumbnail) return null;
  return {
    thumbnail,
    title: htmlToText(asHtml(item.title)),
    pubDate: isoDate(text(item.pubDate) || text(item["dc:date"])),
    description: htmlToText(descriptionHtml),
    content: contentHtml,
    link,
    guid: text(item.guid).trim() || link,
  };
}

function atomEntry(entry: Obj, base: string): FeedItem | null {
  const links = list(entry.link);
  const alternate = links.find((l) => (attr(l, "rel") || "alternate") === "alternate") ?? links[0];
  const link = httpUrl(attr(alternate, "href") || text(alternate), base) ?? "";
  const contentHtml = asHtml(entry.content) || asHtml(entry.summary);
  const descriptionHtml = asHtml(entry.summary) || contentHtml;
  const xhtml = attr(entry.content, "type") === "xhtml" ? xhtmlImage(entry.content) : undefined;
  const thumbnail = httpUrl(mediaImage(entry) ?? enclosureImage(entry) ?? xhtml ?? firstImageSrc(contentHtml) ?? firstImageSrc(descriptionHtml), base);
  if (!thumbnail) return null;
  return {
    thumbnail,
    title: htmlToText(asHtml(entry.title)),
    pubDate: isoDate(text(entry.published) || text(entry.updated)),
    description: htmlToText(descriptionHtml),
    content: contentHtml,
    link,
    guid: text(entry.id).trim() || link,
  };
}

/**
 * Reads an RSS 2.0, RSS 1.0 (RDF) or Atom document and returns its items that
 * have a thumbnail (the page shows no item without one), in feed order.
 * Relative URLs are resolved against `baseUrl` (the feed address); only http(s)
 * URLs are kept, so a feed cannot smuggle in javascript: links.
 */
export function parseFeed(xml: string, baseUrl: string): FeedItem[] {
  let doc: Obj;
  try {
    doc = parser.parse(xml) as Obj;
  } catch (err) {
    throw new FeedFormatError(`The feed is not well-formed XML: ${(err as Error).message}`);
  }
  const rss = doc.rss;
  if (isObj(rss) && isObj(rss.channel)) {
    return list(rss.channel.item)
      .filter(isObj)
      .map((i) => rssItem(i, baseUrl))
      .filter((i): i is FeedItem => i !== null);
  }
  const rdf = doc["rdf:RDF"];
  if (isObj(rdf)) {
    return list(rdf.item)
      .filter(isObj)
      .map((i) => rssItem(i, baseUrl))
      .filter((i): i is FeedItem => i !== null);
  }
  const feed = doc.feed;
  if (isObj(feed)) {
    return list(feed.entry)
      .filter(isObj)
      .map((e) => atomEntry(e, baseUrl))
      .filter((i): i is FeedItem => i !== null);
  }
  if (feed === "" || (isObj(rss) && rss.channel === "")) return [];
  throw new FeedFormatError("The document is neither an RSS nor an Atom feed");
}
