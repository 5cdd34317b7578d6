// Feeds carry HTML in their descriptions and content. The blog page shows plain
// text excerpts only, so the server turns that HTML into text once, here.

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  divide: "÷",
  rarr: "→",
  larr: "←",
  euro: "€",
  pound: "£",
  rupee: "₹",
  cent: "¢",
};

/** Decodes HTML character references in one pass (so "&amp;lt;" stays "&lt;"). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      // Control characters and lone surrogates are not text worth showing.
      if (!Number.isFinite(code) || code < 0x20 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return " ";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * HTML to one line of plain text: scripts, styles and comments dropped, block
 * ends and line breaks become spaces, tags removed, entities decoded, white
 * space collapsed. The result is shown as React text (escaped), never as HTML.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<(script|style|noscript|template|iframe)\b[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|section|article|tr|td|th|figure|figcaption|hr)\b[^>]*>/gi, " ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The src of the first <img> in an HTML fragment, entity-decoded, or undefined. */
export function firstImageSrc(html: string): string | undefined {
  for (const tag of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag[0]);
    const value = decodeEntities((src?.[1] ?? src?.[2] ?? src?.[3] ?? "").trim());
    // Tracking pixels are 1×1; they are not a thumbnail.
    if (value && !/\b(width|height)\s*=\s*["']?1["'\s/>]/i.test(tag[0])) return value;
  }
  return undefined;
}
