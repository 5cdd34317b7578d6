import { describe, expect, it } from "vitest";
import { plainShell, shellOf } from "./page-shell";

// The verification page borrows the site's rendered 404 page around its own <main>.
const NOT_FOUND = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>Page not found | Chennai Tech Academy</title>',
  '<meta name="description" content="x"/><link rel="canonical" href="https://example.in/x"/><meta property="og:title" content="x"/>',
  '<style>body{color:red}</style><link rel="modulepreload" href="/assets/a.js"/><link rel="expect" href="#page-data" blocking="render"/></head>',
  '<body><div id="site"><header>Site header</header><main id="main"><h1>Page not found</h1></main><footer>Site footer</footer></div>',
  '<script id="page-data" type="application/json">{"a":1}</script><script type="module">import("/assets/start.js")</script></body></html>',
].join("");

describe("the verification page's shell", () => {
  it("keeps the site's head, header and footer, drops every script and what would hold or mislabel the page", () => {
    const shell = shellOf(NOT_FOUND, "Certificate verification | Chennai Tech Academy")!;
    const page = `${shell.head}<main id="main">ours</main>${shell.tail}`;
    expect(page).toContain("<style>body{color:red}</style>");
    expect(page).toContain("<header>Site header</header>");
    expect(page).toContain("<footer>Site footer</footer>");
    expect(page).toContain("<title>Certificate verification | Chennai Tech Academy</title>");
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).not.toMatch(/<script|modulepreload|rel="expect"|canonical|og:title|name="description"|Page not found/);
    expect(page.match(/<main/g)).toHaveLength(1);
  });

  it("is null for a page without the main landmark (the caller falls back to the plain shell)", () => {
    expect(shellOf("<html><body>nothing</body></html>", "x")).toBeNull();
    const plain = plainShell("Chennai <Tech> Academy", "Verify");
    expect(plain.head).toContain("Chennai &lt;Tech&gt; Academy");
    expect(plain.head).toContain('<meta name="robots" content="noindex"/>');
  });
});
