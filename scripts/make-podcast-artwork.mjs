// Generates public/images/podcast-artwork.png: the square cover podcast directories require for a
// feed (1400 to 3000 px a side, RGB without transparency), the LogoMark on the brand's navy.
// Usage: node scripts/make-podcast-artwork.mjs
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import { NAVY, sample } from "./logo-mark.mjs";

const SIZE = 1400;
const SUPERSAMPLE = 2;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// Rows of RGB pixels, each after a filter byte of 0; outside the mark's rounded square is navy.
const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
const scale = 40 / SIZE;
for (let y = 0; y < SIZE; y++) {
  const row = y * (1 + SIZE * 3);
  for (let x = 0; x < SIZE; x++) {
    const sum = [0, 0, 0];
    for (let sy = 0; sy < SUPERSAMPLE; sy++) {
      for (let sx = 0; sx < SUPERSAMPLE; sx++) {
        const [r, g, b, a] = sample((x + (sx + 0.5) / SUPERSAMPLE) * scale, (y + (sy + 0.5) / SUPERSAMPLE) * scale);
        const rgb = a === 0 ? NAVY : [r, g, b];
        for (let i = 0; i < 3; i++) sum[i] += rgb[i];
      }
    }
    for (let i = 0; i < 3; i++) rows[row + 1 + x * 3 + i] = Math.round(sum[i] / SUPERSAMPLE ** 2);
  }
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.writeUInt8(8, 8); // bit depth
header.writeUInt8(2, 9); // colour type: RGB
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk("IHDR", header),
  chunk("IDAT", deflateSync(rows, { level: 9 })),
  chunk("IEND", Buffer.alloc(0)),
]);
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images", "podcast-artwork.png");
writeFileSync(out, png);
console.log(`wrote ${out} (${png.length} bytes)`);
