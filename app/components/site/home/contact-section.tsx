import { headOfficeLine, site } from "#app/content/site.ts";
import { InquiryForm, type InquiryServerResult } from "#app/components/inquiries/inquiry-form.tsx";

export function ContactSection({
  defaultInterest,
  serverResult,
}: {
  defaultInterest?: string;
  serverResult?: InquiryServerResult;
}) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-white py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">Contact</p>
          <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            Get in Touch
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Interested in our funds? Send us an inquiry and a member of our investor relations team will reach out to
            discuss your goals.
          </p>
          <dl className="mt-8 space-y-5 text-slate-800">
            <div>
              <dt className="text-sm font-semibold text-slate-600">Phone</dt>
              <dd>
                <a href={site.phoneHref} className="font-medium text-brand-800 hover:underline">
                  {site.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Email</dt>
              <dd>
                <a href={`mailto:${site.email}`} className="font-medium text-brand-800 hover:underline">
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Head Office</dt>
              <dd>{headOfficeLine}</dd>
            </div>
          </dl>
        </div>
        <div className="relative rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8 lg:col-span-3">
          <InquiryForm defaultInterest={defaultInterest} serverResult={serverResult} />
        </div>
      </div>
    </section>
  );
}
