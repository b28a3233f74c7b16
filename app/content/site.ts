import { firm, headOfficeLine } from "#domain/firm.ts";

/**
 * The firm's identity in one place: rebranding the site means editing this file and the legal
 * identity it re-uses from domain/firm.ts (shared with the server's documents).
 */
export interface Office {
  id: string;
  city: string;
  country: string;
  address: string;
  coordinates: { lat: number; lng: number };
  phone: string;
  email: string;
  timezone: string;
  isHeadquarters?: boolean;
}

export const site = {
  ...firm,
  tagline: "Investing in equity for communities, legacy and generations",
  description:
    "EdFutures runs pooled real estate and private equity funds for accredited investors, investing in education-driven communities, innovation and long-term legacy.",
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/edfutures" },
    { label: "X (Twitter)", href: "https://x.com/edfutures" },
  ],
  figures: {
    assetsUnderManagement: "$20M+",
    portfolioCompanies: "5+",
    offices: 6,
    timeZones: 4,
  },
  offices: [
    {
      id: "wildomar",
      city: "Wildomar, CA",
      country: "United States",
      address: "32605 Temecula Parkway, Suite 210, Wildomar, CA 92595",
      coordinates: { lat: 33.5989, lng: -117.28 },
      phone: "+1 (951) 555-0142",
      email: "wildomar@edfutures.com",
      timezone: "PST",
      isHeadquarters: true,
    },
    {
      id: "ontario",
      city: "Ontario, CA",
      country: "United States",
      address: "3200 E Guasti Road, Suite 100, Ontario, CA 91761",
      coordinates: { lat: 34.0633, lng: -117.6509 },
      phone: "+1 (909) 555-0188",
      email: "ontario@edfutures.com",
      timezone: "PST",
    },
    {
      id: "new-york",
      city: "New York",
      country: "United States",
      address: "1345 Avenue of the Americas, 33rd Floor, New York, NY 10105",
      coordinates: { lat: 40.7128, lng: -74.006 },
      phone: "+1 (212) 555-0117",
      email: "newyork@edfutures.com",
      timezone: "EST",
    },
    {
      id: "london",
      city: "London",
      country: "United Kingdom",
      address: "25 Old Broad Street, London EC2N 1HN",
      coordinates: { lat: 51.5074, lng: -0.1278 },
      phone: "+44 20 5550 0133",
      email: "london@edfutures.com",
      timezone: "GMT",
    },
    {
      id: "madrid",
      city: "Madrid",
      country: "Spain",
      address: "Paseo de la Castellana 95, 28046 Madrid",
      coordinates: { lat: 40.4168, lng: -3.7038 },
      phone: "+34 91 555 0164",
      email: "madrid@edfutures.com",
      timezone: "CET",
    },
    {
      id: "barcelona",
      city: "Barcelona",
      country: "Spain",
      address: "Avinguda Diagonal 640, 08017 Barcelona",
      coordinates: { lat: 41.3874, lng: 2.1686 },
      phone: "+34 93 555 0129",
      email: "barcelona@edfutures.com",
      timezone: "CET",
    },
  ] satisfies Office[],
} as const;

export { headOfficeLine };
