import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";

const figures = [
  { value: site.figures.assetsUnderManagement, label: "Assets Under Management" },
  { value: site.figures.portfolioCompanies, label: "Portfolio Companies" },
] as const;

// The default brand-blue focus ring is too faint on navy (about 2:1); white keeps it visible.
const onDark = "focus-visible:outline-white";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-brand-950 text-white">
      <HeroBackdrop />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-12 lg:items-center lg:px-8 lg:py-32">
        <div className="lg:col-span-8">
          <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
            Real Estate &amp; Private Equity Funds
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Investing in Equity for Communities, <span className="text-gold-300">Legacy and Generations</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">
            {site.name} builds long-term value for accredited investors through impact-driven real estate and private
            equity, backing the places and companies that educate, employ and enrich the communities around them.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href="#funds" className={cn(buttonClass("gold", "lg"), onDark)}>
              Explore Our Funds
            </a>
            <a href="#contact" className={cn(buttonClass("outline-light", "lg"), onDark)}>
              Investor Inquiries
            </a>
          </div>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/partner-portal" className={cn(buttonClass("outline-light", "md"), "border-white/40", onDark)}>
              Investment Partner Portal
            </Link>
            <Link to="/admin-portal" className={cn(buttonClass("outline-light", "md"), "border-white/40", onDark)}>
              Admin Portal
            </Link>
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-4 lg:col-span-4 lg:grid-cols-1">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-xl border border-white/15 bg-white/5 p-5 backdrop-blur-sm sm:p-6"
            >
              <dt className="mt-1 text-sm font-medium text-brand-100 sm:text-base">{figure.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** Gradient, faint grid and soft glows: pure CSS and inline SVG, so no image request. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-linear-to-br from-brand-950 via-brand-900 to-brand-800" />
      <svg className="absolute inset-0 h-full w-full opacity-[0.07]" focusable="false">
        <defs>
          <pattern id="hero-grid" width="56" height="56" patternUnits="userSpaceOnUse">
            <path d="M56 0H0v56" fill="none" stroke="#fff" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-grid)" />
      </svg>
      <div className="absolute -top-32 right-[-10%] h-[28rem] w-[28rem] rounded-full bg-brand-500/30 blur-3xl" />
    </div>
  );
}
