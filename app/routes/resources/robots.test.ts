import { describe, expect, it } from "vitest";
import { episodeAudioPath } from "#domain/podcast.ts";
import { loader } from "./robots";

type LoaderArgs = Parameters<typeof loader>[0];
const robots = async () =>
  (await loader({ context: { baseUrl: "https://edfutures.example" } } as unknown as LoaderArgs)).text();

/**
 * Whether a crawler may fetch `path` under the "User-agent: *" group, as RFC 9309 §2.2.2 says:
 * the matching rule with the longest pattern wins ("*" any characters, "$" the end); an Allow wins a tie.
 */
function allowed(txt: string, path: string) {
  const rules = [...txt.matchAll(/^(Allow|Disallow):\s*(\S*)\s*$/gm)].map(([, kind, pattern]) => ({ kind, pattern }));
  const matches = (pattern: string) => {
    const source = pattern
      .split("")
      .map((c, i) =>
        c === "*" ? ".*" : c === "$" && i === pattern.length - 1 ? "$" : c.replace(/[.?+^()[\]{}|\\]/g, "\\$&"),
      )
      .join("");
    return new RegExp(`^${source}`).test(path);
  };
  const best = rules
    .filter((r) => r.pattern !== "" && matches(r.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length || (a.kind === "Allow" ? -1 : 1))[0];
  return !best || best.kind === "Allow";
}

// Issue 22 item 9: "Disallow: /api/" hid the podcast audio the public feeds point to.
describe("robots.txt", () => {
  it("lets crawlers fetch the podcast feeds' audio, and nothing else under /api/ or the portals", async () => {
    const txt = await robots();
    expect(allowed(txt, episodeAudioPath({ id: 12, contentType: "audio/mpeg" }))).toBe(true);
    expect(allowed(txt, episodeAudioPath({ id: 3, contentType: "audio/mp4" }))).toBe(true);
    expect(allowed(txt, "/podcasts/market-analysis/rss.xml")).toBe(true);
    for (const hidden of [
      "/api/podcast-episodes",
      "/api/podcast-episodes/12",
      "/api/documents",
      "/api/investor/documents/1/download",
      "/admin-portal",
      "/investor-profile",
    ]) {
      expect(allowed(txt, hidden), hidden).toBe(false);
    }
  });
});
