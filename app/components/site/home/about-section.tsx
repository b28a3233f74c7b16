import { Landmark, Sprout, Users } from "lucide-react";
import { site } from "#app/content/site.ts";

const pillars = [
  {
    icon: Users,
    title: "Communities",
    text: "We invest in properties and companies that educate, employ and strengthen the places they operate in.",
  },
  {
    icon: Landmark,
    title: "Legacy",
    text: "Disciplined, long-horizon investing in hard assets and durable businesses built to hold their value.",
  },
  {
    icon: Sprout,
    title: "Generations",
    text: "Capital stewarded today to create opportunity and lasting wealth for the generations that follow.",
  },
] as const;

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-widest text-gold-700 uppercase">About Us</p>
          <h2 id="about-title" className="mt-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            About {site.name}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700">
            <p>
              {site.name} is an investment firm running pooled real estate and private equity funds for accredited
              investors. We put capital to work where it does the most good: in assets and businesses that create
              opportunity for their communities while building long-term value for the people who invest with us.
            </p>
            <p>
              Every fund pairs careful underwriting with quality administration (independent audit, transparent
              reporting and responsive investor service), so each investment serves its community and its investors
              alike.
            </p>
          </div>
        </div>

        <ul className="grid gap-5 self-center">
          {pillars.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-slate-200 bg-brand-50/60 p-5 sm:p-6">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-900 text-gold-300">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
                <p className="mt-1 leading-7 text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
