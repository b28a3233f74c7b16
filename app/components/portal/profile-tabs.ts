/** The investor profile's six tabs, in the order of docs/product.md §Investor portal; contact is the default. */
export const PROFILE_TABS = [
  { value: "contact", label: "Contact" },
  { value: "commitments", label: "Commitments" },
  { value: "capital-calls", label: "Capital Calls" },
  { value: "documents", label: "Documents" },
  { value: "resources", label: "Resources" },
  { value: "statements", label: "Statements" },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]["value"];
export const DEFAULT_PROFILE_TAB: ProfileTab = "contact";

export function profileTabFrom(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_PROFILE_TAB;
}
