import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";

// A stand-in for a blog host in tests (third parties are faked by small local
// servers, never called for real): serves the fixture feeds and pictures and counts hits.

const FIXTURES = path.join(import.meta.dirname, "fixtures");

export interface FeedFixtureServer {
  origin: string;
  /** Requests per path (without the query). */
  hits: Map<string, number>;
  /** While true every answer is a 500. */
  failing: boolean;
  close(): Promise<void>;
}

export async function startFeedFixtureServer(): Promise<FeedFixtureServer> {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 79, g: 70, b: 229 } } })
    .png()
    .toBuffer();
  const state = { failing: false, hits: new Map<string, number>() };
  let origin = "";
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    state.hits.set(pathname, (state.hits.get(pathname) ?? 0) + 1);
    if (state.failing) {
      res.writeHead(500).end("down");
      return;
    }
    if (pathname === "/rss.xml" || pathname === "/atom.xml") {
      const xml = fs.readFileSync(path.join(FIXTURES, pathname.slice(1)), "utf8").replaceAll("{{ORIGIN}}", origin);
      res.writeHead(200, { "Content-Type": pathname === "/rss.xml" ? "application/rss+xml; charset=utf-8" : "application/atom+xml" });
      res.end(xml);
    } else if (pathname === "/huge.xml") {
      res.writeHead(200, { "Content-Type": "application/rss+xml" });
      res.end(`<rss><channel>${"<!-- padding -->".repeat(150_000)}</channel></rss>`);
    } else if (pathname === "/not-xml.xml") {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end("<html><body>Not a feed</body></html>");
    } else if (pathname.startsWith("/images/")) {
      res.writeHead(200, { "Content-Type": "image/png" });
      res.end(png);
    } else {
      res.writeHead(404).end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits: state.hits,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
