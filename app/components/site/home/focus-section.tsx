import { focusAreas } from "#app/content/focus-areas.ts";

export function FocusSection() {
  return (
    <section id="focus" aria-labelledby="focus-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-widest text-gold-700 uppercase">Focus Areas</p>
          <h2 id="focus-title" className="mt-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            Where We Invest
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">
            Four areas where patient capital and active partnership create measurable value for investors and
            communities.
          </p>
        </div>

        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {focusAreas.map((area) => (
            <li
              key={area.id}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              {/* Illustrations only repeat the card title, so they are decorative. */}
              <img
                src={area.image}
                alt=""
                width={800}
                height={500}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] w-full bg-brand-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg font-semibold text-brand-900">{area.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{area.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
