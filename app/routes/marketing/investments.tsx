import { ArrowRight, CircleCheck, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { FundIcon } from "#app/components/site/funds/fund-icon.tsx";
import { PageHero } from "#app/components/site/funds/page-hero.tsx";
import { Section, SectionHeading } from "#app/components/site/funds/section-heading.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import {
  accreditedInvestorCriteria,
  investmentFunds,
  investmentProcess,
  investmentStrategies,
  returnsDisclaimer,
} from "#app/content/fund-details.ts";
import { site } from "#app/content/site.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/investments";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Investment Strategy",
    description:
      "How EdFutures invests: real estate equity, multi-sector growth and legacy building. Compare our funds, our four-step process and accredited investor requirements.",
    path: "/investments",
    baseUrl: baseUrlFrom(matches),
  });
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60" };
}

export default function Investments() {
  return (
    <>
      <PageHero
        eyebrow="Investment Strategy"
        title="Invest in Communities, Innovation and Legacy"
        lead="Pooled real estate and private equity funds for accredited investors, built for long-term income, growth and impact that lasts for generations."
        aside={<FirmFigures />}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          {/* In-page anchor: CSS smooth scrolling, no script needed. */}
          <a href="#get-started" className={buttonClass("gold", "lg")}>
            Start Your Investment Journey
          </a>
          <a href="#our-funds" className={buttonClass("outline-light", "lg")}>
            Compare Our Funds
          </a>
        </div>
      </PageHero>

      <Section labelledBy="strategy-title">
        <SectionHeading id="strategy-title" eyebrow="Our approach" title="Investment Strategy">
          Three complementary strategies, one goal: durable returns that strengthen communities.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {investmentStrategies.map((strategy) => (
            <li key={strategy.title}>
              <Card className="h-full">
                <CardBody className="sm:p-8">
                  <FundIcon name={strategy.icon} />
                  <h3 className="mt-5 text-xl font-semibold text-brand-900">{strategy.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">{strategy.description}</p>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="our-funds" labelledBy="funds-title" tone="tint">
        <SectionHeading id="funds-title" eyebrow="Fund options" title="Our Funds">
          Two funds, each with a clear mandate and a long-term horizon.
        </SectionHeading>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {investmentFunds.map((fund) => (
            <li key={fund.name}>
              <Card className="flex h-full flex-col border-t-4 border-t-brand-800">
                <CardBody className="flex flex-1 flex-col sm:p-8">
                  <Badge tone="gold" className="self-start">
                    {fund.badge}
                  </Badge>
                  <h3 className="mt-4 font-serif text-2xl font-bold text-brand-900">{fund.name}</h3>
                  <p className="mt-2 text-slate-600">{fund.description}</p>
                  {/* Label-value rows on narrow phones, three tiles from 400px up. */}
                  <dl className="mt-6 grid flex-1 content-start grid-cols-1 gap-2 min-[400px]:grid-cols-3 min-[400px]:gap-4">
                    {fund.facts.map((fact) => (
                      <div
                        key={fact.label}
                        className="flex items-baseline justify-between gap-3 rounded-lg bg-brand-50 px-4 py-3 min-[400px]:block min-[400px]:p-4"
                      >
                        <dt className="text-sm text-slate-600">{fact.label}</dt>
                        <dd className="text-lg font-bold text-brand-900 min-[400px]:mt-1">{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <Link to={fund.href} className={`${buttonClass("primary", "md")} mt-8 self-start`}>
                    View Fund Details<span className="sr-only">: {fund.name}</span>
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="process-title">
        <SectionHeading id="process-title" eyebrow="How it works" title="Investment Process">
          From first conversation to quarterly reporting, four clear steps.
        </SectionHeading>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {investmentProcess.map((step, i) => (
            <li key={step.title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-900 font-serif text-lg font-bold text-gold-300"
              >
                {i + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-brand-900">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="requirements-title" tone="tint">
        <SectionHeading id="requirements-title" eyebrow="Eligibility" title="Investor Requirements">
          Our funds are private offerings open only to accredited investors.
        </SectionHeading>
        <div className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-[3fr_2fr]">
          <Card>
            <CardBody className="sm:p-8">
              <h3 className="text-xl font-semibold text-brand-900">Accredited Investor Status</h3>
              <p className="mt-2 text-slate-600">You qualify if you meet at least one of these tests:</p>
              <ul className="mt-5 space-y-4">
                {accreditedInvestorCriteria.map((criterion) => (
                  <li key={criterion} className="flex gap-3 text-slate-700">
                    <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-700" />
                    {criterion}
                  </li>
                ))}
              </ul>
            </CardBody>
          </Card>
          <Card>
            <CardBody className="sm:p-8">
              <h3 className="text-xl font-semibold text-brand-900">Minimum Commitments</h3>
              <dl className="mt-4 divide-y divide-slate-200">
                {investmentFunds.map((fund) => (
                  <div key={fund.name} className="py-3">
                    <dt className="text-slate-600">{fund.name}</dt>
                    <dd className="mt-0.5 font-semibold text-brand-900">
                      {fund.facts.find((f) => f.label === "Minimum Investment")?.value}
                    </dd>
                  </div>
                ))}
                <div className="py-3">
                  <dt className="text-slate-600">Minimum term</dt>
                  <dd className="mt-0.5 font-semibold text-brand-900">10 years</dd>
                </div>
              </dl>
            </CardBody>
          </Card>
        </div>
      </Section>

      <GetStarted />
    </>
  );
}

/** Headline figures from the site configuration, beside the hero text on large screens. */
function FirmFigures() {
  const figures = [
    { value: site.figures.assetsUnderManagement, label: "Assets under management" },
    { value: site.figures.portfolioCompanies, label: "Portfolio companies" },
    { value: String(site.figures.offices), label: "Offices worldwide" },
    { value: "10+ yrs", label: "Investment horizon" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-white/15 bg-white/15">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse bg-brand-900/80 p-5 sm:p-6">
          <dt className="mt-1 text-sm text-brand-100">{figure.label}</dt>
          <dd className="font-serif text-3xl font-bold text-gold-300">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The contact block the hero's "Start Your Investment Journey" button scrolls to. */
function GetStarted() {
  return (
    <section id="get-started" aria-labelledby="get-started-title" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">Get started</p>
          <h2 id="get-started-title" className="mt-2 font-serif text-3xl font-bold tracking-tight sm:text-4xl">
            Ready to Build Your Legacy?
          </h2>
          <p className="mt-4 max-w-xl text-lg text-brand-100">
            Schedule a consultation with our investor relations team. We will confirm your eligibility, answer your
            questions and share the offering documents for the fund that fits your goals.
          </p>
          {/* The inquiry form lives on the home page; a plain link lands on its anchor. */}
          <a href="/#contact" className={`${buttonClass("gold", "lg")} mt-8`}>
            Schedule Consultation
          </a>
        </div>
        <address className="grid gap-4 not-italic sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <a
            href={site.phoneHref}
            className="flex items-center gap-4 rounded-xl border border-white/15 bg-white/5 p-5 hover:bg-white/10"
          >
            <Phone aria-hidden="true" className="h-6 w-6 shrink-0 text-gold-300" />
            <span>
              <span className="block text-sm text-brand-100">Call us</span>
              <span className="font-semibold">{site.phone}</span>
            </span>
          </a>
          <a
            href={`mailto:${site.email}`}
            className="flex items-center gap-4 rounded-xl border border-white/15 bg-white/5 p-5 hover:bg-white/10"
          >
            <Mail aria-hidden="true" className="h-6 w-6 shrink-0 text-gold-300" />
            <span className="min-w-0">
              <span className="block text-sm text-brand-100">Email us</span>
              <span className="font-semibold break-all">{site.email}</span>
            </span>
          </a>
        </address>
      </div>
      <p className="mx-auto max-w-4xl px-4 pb-12 text-center text-xs leading-relaxed text-brand-200 sm:px-6">
        {returnsDisclaimer}
      </p>
    </section>
  );
}
