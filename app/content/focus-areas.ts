/** The four focus-area cards of the home page (#focus). Images are 800x500 illustrations. */
export interface FocusArea {
  id: string;
  title: string;
  description: string;
  image: string;
}

export const focusAreas: readonly FocusArea[] = [
  {
    id: "real-estate",
    title: "Real Estate & Private Equity",
    description:
      "Hard assets and operating businesses that deliver durable income and lasting value to the communities they serve.",
    image: "/images/focus/real-estate.svg",
  },
  {
    id: "startups",
    title: "Startup & Growth Stage",
    description:
      "Capital and hands-on support for founders building scalable companies, from early traction through expansion.",
    image: "/images/focus/startups.svg",
  },
  {
    id: "workforce",
    title: "Workforce Training",
    description: "Facilities and programs that equip people with in-demand skills and connect them to quality careers.",
    image: "/images/focus/workforce.svg",
  },
  {
    id: "software",
    title: "Software & SaaS",
    description: "Recurring-revenue software and digital platforms with strong unit economics and room to grow.",
    image: "/images/focus/software.svg",
  },
];
