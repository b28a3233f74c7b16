import {
  ClipboardCheck,
  FileChartColumn,
  Layers,
  LockKeyhole,
  MessagesSquare,
  Scale,
  type LucideIcon,
} from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { site } from "#app/content/site.ts";
import { valueBanner, valuePoints, type ValuePointIcon } from "#app/content/value-points.ts";

const icons: Record<ValuePointIcon, LucideIcon> = {
  audit: ClipboardCheck,
  service: MessagesSquare,
  compliance: Scale,
  scale: Layers,
  reporting: FileChartColumn,
  security: LockKeyhole,
};

export function WhySection() {
  return (
    <section id="why-edfutures" aria-labelledby="why-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="why-title" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            Why {site.name}?
          </h2>
          <p className="mt-4 text-lg font-medium text-gold-700 sm:text-xl">
            High Impact Investments Paired with Quality Administration
          </p>
        </div>

        <ol className="mt-14 grid gap-6 lg:grid-cols-2">
          {valuePoints.map((point, index) => {
            const Icon = icons[point.icon];
            return (
              <li
                key={point.title}
                className="flex flex-col gap-4 rounded-xl border border-slate-200 p-6 shadow-sm sm:flex-row sm:gap-5 sm:p-7"
              >
                <div className="flex shrink-0 items-center gap-3 sm:flex-col">
                  <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-900 text-gold-300">
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  {/* The <ol> already numbers the items for assistive technology. */}
                  <span aria-hidden="true" className="text-sm font-bold text-slate-600 tabular-nums">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                </div>
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold text-brand-900">{point.title}</h3>
                  <p className="mt-2 leading-7 text-slate-700">{point.description}</p>
                  <p className="mt-4 rounded-md border-l-4 border-gold-400 bg-gold-100/60 px-4 py-2.5 text-sm leading-6 text-brand-900">
                    <strong className="font-semibold">Result:</strong> {point.highlight}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>

        <div className="relative isolate mt-12 overflow-hidden rounded-2xl bg-brand-900 px-6 py-10 text-center sm:px-12 sm:py-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_top_right,rgba(59,108,176,0.45),transparent_55%)]"
          />
          <p className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{valueBanner.title}</p>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{valueBanner.text}</p>
          <a href="#contact" className={cn(buttonClass("gold", "lg"), "mt-8 focus-visible:outline-white")}>
            Speak With Our Team
          </a>
        </div>
      </div>
    </section>
  );
}
