import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { LATEST_NEWS_COUNT } from "#app/components/publishing/portal/latest-news-card.tsx";

type Reader = Pick<SessionUser, "id" | "role" | "fundIAccess" | "fundIIAccess">;

/** The access class a firm-wide list depends on: the role's kind and the two fund flags, never the user. */
const accessClass = (user: Reader) =>
  `${user.role === "investor" || user.role === "viewer" ? "portal" : user.role}:${user.fundIAccess ? 1 : 0}${user.fundIIAccess ? 1 : 0}`;

/**
 * The portal pages' firm-wide lists, from memory while no write changed them (decision 0041,
 * server/platform/cache/firm-lists.ts): the same for every user of an access class.
 */
export function firmListsFor(context: AppLoadContext, user: Reader) {
  const { firmLists, investments, investorRecords, videos, articles, podcasts } = context.services;
  const access = accessClass(user);
  return {
    holdings: () => firmLists.get(`holdings:${access}`, () => investments.holdingsFor(user)),
    resources: () => firmLists.get(`resources:${access}`, () => investorRecords.resourcesFor(user)),
    videos: () => firmLists.get("videos", () => videos.list()),
    latestNews: () => firmLists.get("latest-news", () => articles.listPublished({ limit: LATEST_NEWS_COUNT })),
    podcasts: () => firmLists.get("podcast-panel", () => podcasts.panel()),
  };
}
