import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FirstPaint } from "./first-paint";

// What React Router renders into a page's head, as the server receives it.
const head = (css: string) =>
  `<head><link rel="modulepreload" href="/assets/framework-A1.js"/><link rel="modulepreload" href="/assets/home-B2.js"/><link rel="stylesheet" href="${css}"/></head><body><h1>Hi</h1></body>`;

describe("the first paint needs nothing but the HTML", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-first-paint-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "root-X.css"), "h1{color:red}");
  fs.writeFileSync(path.join(dir, "assets", "odd-Y.css"), 'a::after{content:"</style><script>alert(1)</script>"}');
  fs.writeFileSync(path.join(dir, "secret.css"), "body{}");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const firstPaint = new FirstPaint(dir);

  it("writes the stylesheet into the page and keeps its link, disabled, for hydration", () => {
    const html = firstPaint.rewrite(head("/assets/root-X.css"));
    expect(html).toContain('<style>h1{color:red}</style><link rel="stylesheet" href="/assets/root-X.css" disabled=""/>');
    expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\/root-X.css"\/>/);
  });

  it("lowers the priority of every module preload, keeping its address", () => {
    const html = firstPaint.rewrite(head("/assets/root-X.css"));
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/framework-A1.js"/>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/home-B2.js"/>');
    expect(html).not.toMatch(/<link rel="modulepreload" href=/);
  });

  it("leaves a link alone when its file is missing, outside the assets, or would end the <style> early", () => {
    for (const href of ["/assets/missing-Z.css", "/assets/../secret.css", "/assets/odd-Y.css"]) {
      const html = firstPaint.rewrite(head(href));
      expect(html).toContain(`<link rel="stylesheet" href="${href}"/>`);
      expect(html).not.toContain("<style>");
    }
  });

  it("holds a public page's first paint until its main content is parsed, and only a public page's", () => {
    const page = firstPaint.rewrite(`${head("/assets/root-X.css")}`.replace("</body>", '<script type="application/json" id="page-data">{}</script></body>'));
    expect(page).toContain('<link rel="expect" href="#page-data" blocking="render"/></head>');
    expect(page.match(/rel="expect"/g)).toHaveLength(1);
    expect(firstPaint.rewrite(head("/assets/root-X.css"))).not.toContain('rel="expect"');
  });
});
