import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import type { PublishedSummary } from "#domain/article.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { returnsDisclaimer, type FundDetail } from "#app/content/fund-details.ts";
import { FundIcon } from "./fund-icon";
import { FundNews } from "./fund-news";
import { PageHero } from "./page-hero";
import { Section, SectionHeading } from "./section-heading";

/** The whole fund detail page; the two routes only pick the content and load the news. */
export function FundDetailPage({ fund, news }: { fund: FundDetail; news: readonly PublishedSummary[] }) {
  const badges = [`${fund.committedPercent}% Committed`, `Target IRR ${fund.targetIrr}`, ...fund.tags];
  return (
    <>
      <PageHero eyebrow={fund.eyebrow} title={fund.name} lead={fund.summary} aside={<CommitmentPanel fund={fund} />}>
        <ul aria-label="Fund highlights" className="flex flex-wrap gap-2">
          {badges.map((badge, i) => (
            <li key={badge}>
              <Badge tone={i === 0 ? "gold" : "slate"} className="px-3 py-1 text-sm">
                {badge}
              </Badge>
            </li>
          ))}
        </ul>
      </PageHero>

      <Section labelledBy="fund-strategy-title">
        <SectionHeading id="fund-strategy-title" eyebrow="How we invest" title="Strategy & Criteria" />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <Card>
            <CardBody className="sm:p-8">
              <h3 className="text-xl font-semibold text-brand-900">Investment Strategy</h3>
              <p className="mt-3 leading-relaxed text-slate-600">{fund.strategy.intro}</p>
              <ul className="mt-6 space-y-3">
                {fund.strategy.points.map((point) => (
                  <li key={point} className="flex gap-3 text-slate-700">
                    <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-700" />
                    {point}
                  </li>
                ))}
              </ul>
            </CardBody>
          </Card>
          <Card>
            <CardBody className="sm:p-8">
              <h3 className="text-xl font-semibold text-brand-900">Investment Criteria</h3>
              <dl className="mt-4 divide-y divide-slate-200">
                {fund.criteria.map((fact) => (
                  <div key={fact.label} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3">
                    <dt className="text-slate-600">{fact.label}</dt>
                    <dd className="font-semibold text-brand-900">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </CardBody>
          </Card>
        </div>
      </Section>

      <Section labelledBy="fund-focus-title" tone="tint">
        <SectionHeading id="fund-focus-title" eyebrow="Where we invest" title="Focus Areas">
          {fund.focusIntro}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {fund.focusAreas.map((area) => (
            <li key={area.title}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardBody>
                  <FundIcon name={area.icon} />
                  <h3 className="mt-5 text-lg font-semibold text-brand-900">{area.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">{area.description}</p>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <FundNews news={news} />

      <section aria-labelledby="fund-cta-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
          <h2 id="fund-cta-title" className="font-serif text-3xl font-bold tracking-tight sm:text-4xl">
            {fund.cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{fund.cta.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {/* The contact form lives on the home page; a plain link lands on its anchor. */}
            <a href="/#contact" className={buttonClass("gold", "lg")}>
              Contact Our Team
            </a>
            <Link to="/partner-portal" className={buttonClass("outline-light", "lg")}>
              Investor Portal
            </Link>
          </div>
          <p className="mx-auto mt-10 max-w-3xl text-xs leading-relaxed text-brand-200">{returnsDisclaimer}</p>
        </div>
      </section>
    </>
  );
}

/** How much of the fund is committed, as text plus a decorative bar. */
function CommitmentPanel({ fund }: { fund: FundDetail }) {
  return (
    <div className="rounded-2xl border border-white/15 bg-white/5 p-6 backdrop-blur-sm sm:p-8">
      <p className="text-sm font-medium text-brand-100">Fund capacity</p>
      <p className="mt-1 font-serif text-5xl font-bold text-white">
        {fund.committedPercent}%
        <span className="ml-2 align-middle font-sans text-base font-medium text-brand-100">committed</span>
      </p>
      {/* SVG attributes rather than an inline style, which a strict CSP would block. */}
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 100 4"
        preserveAspectRatio="none"
        className="mt-5 h-2.5 w-full overflow-hidden rounded-full"
      >
        <rect width="100" height="4" className="fill-white/15" />
        <rect width={fund.committedPercent} height="4" className="fill-gold-400" />
      </svg>
      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-white/15 pt-6">
        <div>
          <dt className="text-sm text-brand-100">Target IRR</dt>
          <dd className="mt-1 text-xl font-semibold text-gold-300">{fund.targetIrr}</dd>
        </div>
        <div>
          <dt className="text-sm text-brand-100">Horizon</dt>
          <dd className="mt-1 text-xl font-semibold text-white">{fund.horizon}</dd>
        </div>
      </dl>
    </div>
  );
}
