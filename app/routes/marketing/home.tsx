import { AboutSection } from "~/components/marketing/home/about-section";
import { ContactSection } from "~/components/marketing/home/contact-section";
import { FocusSection } from "~/components/marketing/home/focus-section";
import { FundsSection } from "~/components/marketing/home/funds-section";
import { Hero } from "~/components/marketing/home/hero";
import { InsightsTeaser } from "~/components/marketing/home/insights-teaser";
import { WhySection } from "~/components/marketing/home/why-section";
import { site } from "~/content/site";
import { baseUrlFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader({ context, request }: Route.LoaderArgs) {
  const interest = new URL(request.url).searchParams.get("interest") ?? undefined;
  // Not awaited on purpose: the articles stream in while the teaser shows skeletons.
  return { articles: context.services.articles.listPublished(), interest };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `${site.name} | Investing in Equity for Communities, Legacy and Generations`,
    description: site.description,
    path: "/",
    baseUrl: baseUrlFrom(matches),
  });

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60" };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <AboutSection />
      <FocusSection />
      <WhySection />
      <InsightsTeaser articles={loaderData.articles} />
      <FundsSection />
      {/* Keyed so "Get Updates" (which only changes ?interest) remounts the form with the new preselection. */}
      <ContactSection key={loaderData.interest ?? ""} defaultInterest={loaderData.interest} />
    </>
  );
}
