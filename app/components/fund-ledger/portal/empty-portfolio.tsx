import { Card, CardBody } from "#app/components/ui/card.tsx";
import { site } from "#app/content/site.ts";

/** What a user without personal records (e.g. a viewer) sees instead of a portfolio of zeros. */
export function EmptyPortfolio() {
  return (
    <Card>
      <CardBody className="text-center sm:p-10">
        <h2 className="text-xl font-semibold text-brand-900">No commitments yet</h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">
          Your commitments, contributions and capital calls will appear here once you invest in an {site.name} fund. If
          you believe this is a mistake, please contact your {site.name} representative.
        </p>
      </CardBody>
    </Card>
  );
}
