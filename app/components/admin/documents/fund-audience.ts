/**
 * Who a fund-wide document is for, in words: "Both Funds" is a stored value, not a fund's name,
 * so it is not put into the sentence as one ("All Both Funds investors").
 */
export function fundAudience(fundType: string | null): string {
  if (!fundType) return "All investors";
  return fundType === "Both Funds" ? "All Fund I and Fund II investors" : `All ${fundType} investors`;
}
