import { FundDetailPage } from "#app/components/site/funds/fund-detail-page.tsx";
import { fundI } from "#app/content/fund-details.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/fund-i-details";

export async function loader({ context }: Route.LoaderArgs) {
  return { news: await context.services.articles.listPublished({ limit: 3 }) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: fundI.name,
    description: fundI.metaDescription,
    path: fundI.path,
    baseUrl: baseUrlFrom(matches),
  });
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60" };
}

export default function FundDetails({ loaderData }: Route.ComponentProps) {
  return <FundDetailPage fund={fundI} news={loaderData.news} />;
}
