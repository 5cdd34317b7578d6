// After `react-router build`: writes sitemap.xml and robots.txt, and stores brotli
// and gzip copies of every text file so the server never compresses them per request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PUBLIC_PATHS, STAFF_PATHS } from "../contracts/public-paths";
import { site } from "../web/content/site";

const root = path.resolve(process.env.BUILD_ROOT ?? "build", "client");

const urls = PUBLIC_PATHS.map((p) => `  <url><loc>${new URL(p, site.url).toString()}</loc></url>`).join("\n");
fs.writeFileSync(
  path.join(root, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
fs.writeFileSync(
  path.join(root, "robots.txt"),
  ["User-agent: *", ...STAFF_PATHS.map((p) => `Disallow: ${p}`), "Disallow: /api/", "", `Sitemap: ${new URL("/sitemap.xml", site.url)}`, ""].join("\n"),
);

const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest|map)$/;
let count = 0;
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (compressible.test(entry.name)) {
      const data = fs.readFileSync(full);
      if (data.length < 512) continue;
      fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      count++;
    }
  }
};
walk(root);
console.log(`postbuild: sitemap.xml, robots.txt, ${count} files pre-compressed`);
