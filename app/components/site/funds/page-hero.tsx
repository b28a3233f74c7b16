import type { ReactNode } from "react";

/**
 * The navy hero shared by the fund and investments pages. The background is CSS and inline SVG
 * only, so the page loads no remote images.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  aside,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  /** Badges or buttons under the lead. */
  children?: ReactNode;
  /** Optional panel shown beside the text on large screens. */
  aside?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <HeroPattern />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{eyebrow}</p>
          <h1 className="mt-3 font-serif text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{lead}</p>
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}

function HeroPattern() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 -z-10 h-full w-full opacity-60"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 600"
    >
      <defs>
        <pattern id="hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0v48" fill="none" stroke="rgba(255,255,255,0.05)" strokeWidth="1" />
        </pattern>
        <radialGradient id="hero-glow" cx="85%" cy="10%" r="60%">
          <stop offset="0" stopColor="#d6b05a" stopOpacity="0.22" />
          <stop offset="1" stopColor="#d6b05a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="600" fill="url(#hero-grid)" />
      <rect width="1200" height="600" fill="url(#hero-glow)" />
      <path
        d="M0 520C260 430 520 560 760 460S1100 300 1200 330"
        fill="none"
        stroke="#d6b05a"
        strokeOpacity="0.25"
        strokeWidth="2"
      />
    </svg>
  );
}
