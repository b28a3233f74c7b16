import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { MAP_HEIGHT, MAP_WIDTH, placeMarkers, project } from "./projection";

describe("project", () => {
  it("maps longitude and latitude linearly onto the 1000 x 500 canvas", () => {
    expect(project(0, 0)).toEqual({ x: 500, y: 250 });
    expect(project(90, -180)).toEqual({ x: 0, y: 0 });
    expect(project(-90, 180)).toEqual({ x: MAP_WIDTH, y: MAP_HEIGHT });
    const madrid = project(40.4168, -3.7038);
    expect(madrid.x).toBeCloseTo(((-3.7038 + 180) / 360) * 1000, 6);
    expect(madrid.y).toBeCloseTo(((90 - 40.4168) / 180) * 500, 6);
  });

  it("matches d3-geo's equirectangular projection used for the land outlines", async () => {
    const { geoEquirectangular } = await import("d3-geo");
    const d3 = geoEquirectangular()
      .scale(1000 / (2 * Math.PI))
      .translate([500, 250]);
    for (const { coordinates: c } of site.offices) {
      const [x, y] = d3([c.lng, c.lat])!;
      expect(project(c.lat, c.lng).x).toBeCloseTo(x, 6);
      expect(project(c.lat, c.lng).y).toBeCloseTo(y, 6);
    }
  });
});

describe("placeMarkers", () => {
  const points = site.offices.map((o) => ({ id: o.id, ...project(o.coordinates.lat, o.coordinates.lng) }));

  it("leaves an isolated office on its point", () => {
    const ny = placeMarkers(points).find((p) => p.id === "new-york")!;
    expect([ny.dx, ny.dy]).toEqual([0, 0]);
  });

  it("keeps the buttons of nearby offices at least 32 px apart even when the points coincide", () => {
    const placed = placeMarkers(points);
    for (const a of placed) {
      for (const b of placed) {
        if (a === b || Math.hypot(a.x - b.x, a.y - b.y) >= 80) continue;
        // Worst case: the map drawn so small that the points themselves coincide.
        expect(Math.hypot(a.dx - b.dx, a.dy - b.dy)).toBeGreaterThanOrEqual(31.9);
      }
    }
  });

  it("pushes the markers in their geographic direction", () => {
    const byId = Object.fromEntries(placeMarkers(points).map((p) => [p.id, p]));
    expect(byId.london.dy).toBeLessThan(0); // north, up
    expect(byId.madrid.dx).toBeLessThan(0); // west, left
    expect(byId.barcelona.dx).toBeGreaterThan(0); // east, right
    expect(byId.ontario.dy).toBeLessThan(byId.wildomar.dy); // Ontario is north of Wildomar
  });
});
