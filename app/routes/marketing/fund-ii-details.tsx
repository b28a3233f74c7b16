import { FundDetailPage } from "~/components/marketing/funds/fund-detail-page";
import { fundII } from "~/content/fund-details";
import { baseUrlFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/fund-ii-details";

export async function loader({ context }: Route.LoaderArgs) {
  return { news: await context.services.articles.listPublished({ limit: 3 }) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: fundII.name,
    description: fundII.metaDescription,
    path: fundII.path,
    baseUrl: baseUrlFrom(matches),
  });
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60" };
}

export default function FundDetails({ loaderData }: Route.ComponentProps) {
  return <FundDetailPage fund={fundII} news={loaderData.news} />;
}
