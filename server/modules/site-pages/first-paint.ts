import fs from "node:fs";
import path from "node:path";

/**
 * What a rendered page needs for its first paint is in the HTML itself
 * (docs/decisions/028-nothing-blocks-the-first-paint.md): on a slow mobile network
 * a render-blocking stylesheet costs one more round trip before anything paints,
 * and scripts fetched at high priority compete with it.
 *
 * - Every `<link rel="stylesheet">` to a built asset becomes a `<style>` with the
 *   file's text, followed by the same link marked `disabled`: React matches the
 *   head it hydrates by each link's rel and href, so the link stays; a disabled
 *   stylesheet is neither downloaded nor applied. The CSP already allows inline
 *   styles (`style-src 'self' 'unsafe-inline'`), so pages need no style hashes.
 * - Every `<link rel="modulepreload">` gets `fetchpriority="low"`: still fetched at
 *   once and in parallel, but behind anything the paint needs. React ignores
 *   attributes it did not render when it hydrates.
 * - A public page is painted once everything visible has been parsed, not before:
 *   `<link rel="expect" href="#page-data" blocking="render">` holds rendering until
 *   the page's data script, which follows the visible page, is in the document.
 *   Without it the browser may paint a half-parsed page (seen: the hero with half
 *   its text, the quick-contact corner with one of its two buttons) and the rest
 *   then pushes what was painted aside, a layout shift a visitor sees as a jump.
 *   Parsing the HTML costs milliseconds; browsers without rel=expect ignore the
 *   link. Pages without that script (the staff screens) paint as they parse.
 */
/** The element whose arrival lets a public page paint: its data script (PAGE_DATA_ID in web/pages/public-tree.tsx), after all it shows. */
export const PAINT_AFTER_ID = "page-data";

export class FirstPaint {
  private readonly cache = new Map<string, string | null>();

  constructor(private readonly clientDir: string) {}

  /** The text of a built stylesheet, or null when it is missing or cannot be inlined safely. */
  private css(href: string): string | null {
    if (this.cache.has(href)) return this.cache.get(href)!;
    const assets = path.resolve(this.clientDir, "assets") + path.sep;
    const file = path.resolve(this.clientDir, `.${href}`);
    let text: string | null = null;
    if (file.startsWith(assets) && fs.existsSync(file)) {
      text = fs.readFileSync(file, "utf8");
      // A stylesheet that could end the <style> element early stays a link.
      if (/<\/style/i.test(text)) text = null;
    }
    this.cache.set(href, text);
    return text;
  }

  rewrite(html: string): string {
    const painted = html.includes(`id="${PAINT_AFTER_ID}"`)
      ? html.replace("</head>", `<link rel="expect" href="#${PAINT_AFTER_ID}" blocking="render"/></head>`)
      : html;
    return painted
      .replace(/<link rel="modulepreload" href="/g, '<link rel="modulepreload" fetchpriority="low" href="')
      .replace(/<link rel="stylesheet" href="(\/assets\/[^"?#]+\.css)"\/>/g, (link, href: string) => {
        const css = this.css(href);
        if (css === null) return link;
        return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
      });
  }
}
