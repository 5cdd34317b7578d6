import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A local stand-in for i.ytimg.com (third parties are never called for real):
 * every video has a 1280×720 maxresdefault, coloured by its id. `requests`
 * lists every path asked for.
 */
export async function startFakeYoutube() {
  const requests: string[] = [];
  const server = http.createServer(async (req, res) => {
    requests.push(req.url ?? "");
    const match = /^\/vi\/([A-Za-z0-9_-]{11})\/maxresdefault\.jpg$/.exec(req.url ?? "");
    if (!match) return res.writeHead(404).end();
    const seed = [...match[1]!].reduce((n, c) => n + c.charCodeAt(0), 0);
    const jpeg = await sharp({ create: { width: 1280, height: 720, channels: 3, background: { r: (seed * 7) % 200, g: 90 + (seed % 100), b: 160 } } })
      .composite([{ input: Buffer.from(`<svg width="1280" height="720"><circle cx="640" cy="300" r="180" fill="#fde68a"/></svg>`) }])
      .jpeg()
      .toBuffer();
    res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => new Promise<void>((r) => server.close(() => r())) };
}
