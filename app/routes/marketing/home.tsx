import { AboutSection } from "#app/components/site/home/about-section.tsx";
import { ContactSection } from "#app/components/site/home/contact-section.tsx";
import { INQUIRY_FIELD_NAMES } from "#app/components/inquiries/inquiry-form.tsx";
import { FocusSection } from "#app/components/site/home/focus-section.tsx";
import { FundsSection } from "#app/components/site/home/funds-section.tsx";
import { Hero } from "#app/components/site/home/hero.tsx";
import { InsightsTeaser, TEASER_SIZE } from "#app/components/site/home/insights-teaser.tsx";
import { WhySection } from "#app/components/site/home/why-section.tsx";
import { site } from "#app/content/site.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/seo.ts";
import { data } from "react-router";
import type { Route } from "./+types/home";

export function loader({ context, request }: Route.LoaderArgs) {
  const interest = new URL(request.url).searchParams.get("interest") ?? undefined;
  // Not awaited on purpose: the articles stream in while the teaser shows skeletons.
  // The first published, latest first, as docs/product.md says (featured or not: a new article
  // reaches the home page). One more than the teaser shows: whether there are more decides its
  // "View All" link.
  const articles = context.services.articles.listPublished({ limit: TEASER_SIZE + 1 });
  return { articles, interest };
}

/** The inquiry form's no-JavaScript path: the same service as POST /api/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const result = await context.services.inquiries.submit(form, context.clientIp);
  switch (result.status) {
    case "created":
      return { inquiry: { status: "created" as const } };
    case "invalid": {
      // Sent back so the form shows what was typed beside the errors (never the honeypot).
      const values = Object.fromEntries(
        INQUIRY_FIELD_NAMES.map((name) => [name, typeof form[name] === "string" ? form[name] : ""]),
      );
      return data(
        { inquiry: { status: "invalid" as const, fieldErrors: result.fieldErrors, values } },
        { status: 400 },
      );
    }
    case "rate_limited":
      return data({ inquiry: { status: "rate_limited" as const } }, { status: 429 });
  }
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

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <AboutSection />
      <FocusSection />
      <WhySection />
      <InsightsTeaser articles={loaderData.articles} />
      <FundsSection />
      {/* Keyed so "Get Updates" (which only changes ?interest) remounts the form with the new preselection. */}
      <ContactSection
        key={loaderData.interest ?? ""}
        defaultInterest={loaderData.interest}
        serverResult={actionData?.inquiry}
      />
    </>
  );
}
