import { fundFromSlug } from "#domain/fund-slug.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { resourceLoader } from "#app/lib/resource.server.ts";

/**
 * A fund's paid-in capital per day and its distributions, for the waterfall simulator's dialog
 * (GET /api/admin/funds/:fund/cash-flows; decision 0066).
 */
export const access = STAFF;

export const loader = resourceLoader(access, async ({ context, params }) => {
  const fund = fundFromSlug(params.fund);
  if (!fund) throw new AppError("NOT_FOUND", "Fund not found");
  return context.services.fundEconomics.cashFlows(fund);
});
