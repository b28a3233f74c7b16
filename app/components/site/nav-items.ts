/** Anchors live on the home page; from elsewhere they go to "/#anchor". */
export function anchorHref(anchor: string, onHome: boolean) {
  return onHome ? `#${anchor}` : `/#${anchor}`;
}

export const sectionLinks = [
  { label: "About", anchor: "about" },
  { label: "Focus Areas", anchor: "focus" },
  { label: "Insights", anchor: "insights" },
] as const;

export const investmentLinks = [
  { label: "Investment Fund Options", anchor: "funds" },
  { label: "Investment Strategy", to: "/investments" },
] as const;
