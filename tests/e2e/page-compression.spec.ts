import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "./test";

// Pages go live with a quick brotli copy (a saved change shows sooner) and are
// re-compressed at the best quality in the background (server/modules/site-pages).
// Either way the bytes a browser gets decode to the page itself.

function raw(url: string, encoding: string) {
  return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

for (const path of ["/", "/courses/python", "/blog.data"]) {
  test(`${path}: the brotli copy decodes to the page and ends up at the best quality`, async ({ baseURL }) => {
    const plain = await raw(baseURL + path, "identity");
    expect(plain.encoding).toBeUndefined();
    const best = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }).length;
    await expect(async () => {
      const br = await raw(baseURL + path, "br");
      expect(br.encoding).toBe("br");
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBe(best);
    }).toPass({ timeout: 10_000 });
  });
}
