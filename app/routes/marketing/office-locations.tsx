import { useSearchParams } from "react-router";
import { PageHero } from "#app/components/site/funds/page-hero.tsx";
import { Section, SectionHeading } from "#app/components/site/funds/section-heading.tsx";
import { officeStats } from "#app/components/site/offices/office-format.ts";
import { OfficeLocator } from "#app/components/site/offices/office-locator.tsx";
import { OfficeStats } from "#app/components/site/offices/office-stats.tsx";
import { site } from "#app/content/site.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/office-locations";

const offices = site.offices;
const hq = offices.find((o) => o.isHeadquarters) ?? offices[0];
const { offices: officeCount, countries } = officeStats(offices);

const description = `${site.name} has ${officeCount} offices in ${countries} countries, with headquarters in ${hq.city}. Find the address, phone number, e-mail and time zone of each office.`;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: "Office Locations", description, path: "/office-locations", baseUrl: baseUrlFrom(matches) });
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=300" };
}

export default function OfficeLocations() {
  // ?office=id is what the map and list submit when JavaScript is off; the server renders it selected.
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHero
        eyebrow="Global Presence"
        title="Office Locations"
        lead={`From our headquarters in ${hq.city} to our teams across North America and Europe, ${site.name} serves investors in ${countries} countries around the clock.`}
        aside={<OfficeStats offices={offices} />}
      />
      <Section labelledBy="office-finder-title">
        <SectionHeading id="office-finder-title" eyebrow="Find an office" title="Our Offices Worldwide" align="left">
          Select an office on the map or in the list below to see its address and how to reach the team.
        </SectionHeading>
        <div className="mt-10">
          <OfficeLocator
            key={searchParams.get("office") ?? ""}
            offices={offices}
            initialId={searchParams.get("office")}
          />
        </div>
      </Section>
    </>
  );
}
