// Renders the favicon, app icons and the Open Graph picture from our own SVG
// artwork. Run once when the logo changes: `npx tsx scripts/make-icons.ts`.
import fs from "node:fs";
import sharp from "sharp";

const svg = fs.readFileSync("public/favicon.svg");
const png = (size: number) => sharp(svg, { density: 600 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

// An .ico file may hold a PNG: a 6-byte header, one 16-byte directory entry, the PNG.
function ico(pngData: Buffer, size: number) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(pngData.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, pngData]);
}

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g transform="translate(90 120) scale(3)"><rect width="40" height="40" rx="10" fill="#0f0d33"/><path d="M12 14h16v3H12zM12 20h10v3H12zM12 26h13v3H12z" fill="#fbbf24"/><circle cx="29" cy="24.5" r="3" fill="#60a5fa"/></g>
<text x="90" y="340" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">Chennai Tech Academy</text>
<text x="90" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#fde68a">Job oriented computer courses with placement support</text>
<rect x="90" y="460" width="180" height="8" rx="4" fill="#f59e0b"/></svg>`;

fs.writeFileSync("public/favicon.ico", ico(await png(32), 32));
fs.writeFileSync("public/apple-touch-icon.png", await png(180));
fs.writeFileSync("public/icon-192.png", await png(192));
fs.writeFileSync("public/icon-512.png", await png(512));
fs.writeFileSync("public/og-image.png", await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toBuffer());
console.log("icons written to public/");
