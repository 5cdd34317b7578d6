// After `react-router build`: stores brotli and gzip copies of every text file so
// the server never compresses them per request. (sitemap.xml and robots.txt are
// made by the server from the saved content: server/modules/site-pages.)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(process.env.BUILD_ROOT ?? "build", "client");

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
console.log(`postbuild: ${count} files pre-compressed`);
