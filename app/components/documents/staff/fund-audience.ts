/**
 * Who a fund-wide document is for, in words: "Both Funds" is a stored value, not a fund's name,
 * so it is not put into the sentence as one ("All Both Funds investors").
 */
export function fundAudience(fundType: string | null): string {
  if (fundType === "Both Funds") return "All Fund I and Fund II investors";
  return fundType ? `All ${fundType} investors` : "All investors";
}
