// The inquiry form's choices and field names, without the schema: the home page renders the form
// from these while the schema (zod) loads only when the form is used (docs/decisions/0018).

export const INVESTMENT_INTERESTS = [
  "real-estate-fund-i",
  "private-equity-fund-ii",
  "upcoming-fund-iii",
  "general-inquiry",
] as const;
export type InvestmentInterest = (typeof INVESTMENT_INTERESTS)[number];

export const INVESTMENT_INTEREST_LABELS: Record<InvestmentInterest, string> = {
  "real-estate-fund-i": "Real Estate Fund I",
  "private-equity-fund-ii": "Private Equity Fund II",
  "upcoming-fund-iii": "Upcoming Fund III",
  "general-inquiry": "General Inquiry",
};

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "website";
