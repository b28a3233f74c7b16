// The LogoMark of app/components/site/logo.tsx as sample points, for the generated raster
// images (scripts/make-favicon.mjs, scripts/make-podcast-artwork.mjs).

export const NAVY = [0x0d, 0x1f, 0x3c];
const GOLD = [0xd6, 0xb0, 0x5a];
const WHITE = [0xff, 0xff, 0xff];

// Shapes in the 40x40 LogoMark coordinate space.
const E_RECTS = [
  [11, 12, 15, 28], // spine
  [11, 12, 25, 15.5], // top arm
  [11, 18.5, 24, 21.9], // middle arm
  [11, 24.5, 25.5, 28], // bottom arm
];
const BAR = [27, 12, 30, 28];
const inRect = (x, y, [x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1;

function inRoundedSquare(x, y, size = 40, r = 9) {
  if (x < 0 || y < 0 || x >= size || y >= size) return false;
  const cx = Math.min(Math.max(x, r), size - r);
  const cy = Math.min(Math.max(y, r), size - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

// Returns [r, g, b, a] (0-255) for one sample point.
export function sample(x, y) {
  if (!inRoundedSquare(x, y)) return [0, 0, 0, 0];
  if (E_RECTS.some((rc) => inRect(x, y, rc))) return [...GOLD, 255];
  if (inRect(x, y, BAR)) {
    const o = 0.85;
    return [...WHITE.map((c, i) => c * o + NAVY[i] * (1 - o)), 255];
  }
  return [...NAVY, 255];
}
