/**
 * Pure geometry for the office map: no React, no DOM, so it can be unit-tested.
 *
 * The map is an equirectangular projection on a 1000 x 500 canvas, the same projection
 * scripts/build-world-map.ts uses for the land outlines
 * (geoEquirectangular().scale(1000 / (2 * Math.PI)).translate([500, 250])).
 */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 500;

export interface Point {
  x: number;
  y: number;
}

/** Longitude/latitude (degrees) to a point on the 1000 x 500 canvas. */
export function project(lat: number, lng: number): Point {
  return {
    x: ((lng + 180) / 360) * MAP_WIDTH,
    y: ((90 - lat) / 180) * MAP_HEIGHT,
  };
}

export interface MarkerPlacement extends Point {
  id: string;
  /** Offset of the marker button from its point, in CSS pixels (0, 0 when it sits on it). */
  dx: number;
  dy: number;
}

export interface PlacementOptions {
  /** Points closer than this (canvas units) share a cluster. 80 units is about 26 px on a 330 px wide phone map. */
  clusterDistance?: number;
  /** Minimum distance between two marker buttons of a cluster, in CSS pixels. */
  minSeparation?: number;
  /** Minimum distance of a clustered marker from its point, in CSS pixels. */
  minRadius?: number;
}

/**
 * Places one marker per point. Points that would overlap on a small screen (Wildomar and
 * Ontario, London, Madrid and Barcelona) are grouped, and each marker of a group is pushed a
 * fixed number of pixels away from its point, at evenly spaced angles that follow the
 * geography (the northern office goes up, the western one left). Because the offsets are in
 * pixels, the buttons never overlap however small the map is drawn, and because each offset
 * starts at the office's own point, they stay near their office however large it is drawn.
 */
export function placeMarkers(
  points: ReadonlyArray<Point & { id: string }>,
  { clusterDistance = 80, minSeparation = 32, minRadius = 18 }: PlacementOptions = {},
): MarkerPlacement[] {
  // Single-linkage clustering with a tiny union-find.
  const parent = points.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      if (Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y) < clusterDistance) {
        parent[root(i)] = root(j);
      }
    }
  }
  const clusters = new Map<number, number[]>();
  points.forEach((_, i) => clusters.set(root(i), [...(clusters.get(root(i)) ?? []), i]));

  const placed = points.map((p) => ({ id: p.id, x: p.x, y: p.y, dx: 0, dy: 0 }));
  for (const members of clusters.values()) {
    const n = members.length;
    if (n < 2) continue;
    const cx = members.reduce((s, i) => s + points[i].x, 0) / n;
    const cy = members.reduce((s, i) => s + points[i].y, 0) / n;
    // Natural direction of each member from the cluster centre; ties fall back to list order.
    const natural = members
      .map((i, k) => {
        const vx = points[i].x - cx;
        const vy = points[i].y - cy;
        return { i, angle: vx === 0 && vy === 0 ? (2 * Math.PI * k) / n : Math.atan2(vy, vx) };
      })
      .sort((a, b) => a.angle - b.angle);
    const step = (2 * Math.PI) / n;
    // Rotate the evenly spaced slots to best match the natural directions (1 degree steps).
    let best = 0;
    let bestCost = Infinity;
    for (let deg = 0; deg < 360; deg++) {
      const rot = (deg * Math.PI) / 180;
      const cost = natural.reduce((s, m, k) => s + angleBetween(m.angle, rot + k * step) ** 2, 0);
      if (cost < bestCost) {
        bestCost = cost;
        best = rot;
      }
    }
    const radius = Math.max(minRadius, minSeparation / (2 * Math.sin(Math.PI / n)));
    natural.forEach((m, k) => {
      const a = best + k * step;
      placed[m.i].dx = round1(radius * Math.cos(a));
      placed[m.i].dy = round1(radius * Math.sin(a));
    });
  }
  return placed;
}

function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

function round1(v: number): number {
  return Math.round(v * 10) / 10 || 0;
}
