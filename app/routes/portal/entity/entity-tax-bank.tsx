import { data } from "react-router";
import { BankCard } from "#app/components/entities/tax-bank/bank-card.tsx";
import { TaxFormCard } from "#app/components/entities/tax-bank/tax-form-card.tsx";
import { TaxIdCard } from "#app/components/entities/tax-bank/tax-id-card.tsx";
import { entityPageFor } from "#app/lib/entity-page.server.ts";
import { taxBankAction } from "#app/lib/entity-tax-bank.server.ts";
import { PRIVATE_HEADERS, requireUser } from "#app/lib/guards.server.ts";
import type { Route } from "./+types/entity-tax-bank";

/**
 * Tax and bank details of an entity (decision 0060, slice 5): everyone who sees it reads them
 * masked; signatories and delegates reveal the tax ID (audited) and upload the tax form; only a
 * signatory asks for a new bank account, which a signatory confirms from the e-mailed link.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["investor"], loginPath: "/partner-portal" });
  const entity = await entityPageFor(context, user, params.entityId);
  const section = await context.services.entityTaxBank.view(user, entity.entityId);
  return data({ section }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const user = await requireUser(context, url, { roles: ["investor"], loginPath: "/partner-portal" });
  const entity = await entityPageFor(context, user, params.entityId);
  return taxBankAction(request, context, user, entity.entityId);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export default function EntityTaxBank({ loaderData }: Route.ComponentProps) {
  const { section } = loaderData;
  return (
    <section aria-labelledby="tax-bank-heading">
      <h2 id="tax-bank-heading" className="font-serif text-2xl font-bold text-brand-900">
        Tax and bank
      </h2>
      <p className="mt-1 text-slate-700">
        Numbers are stored encrypted and shown with their last 4 digits only.
        {section.may.act ? null : " You have view-only access."}
      </p>
      <div className="mt-6 grid gap-6">
        <TaxIdCard section={section} />
        <TaxFormCard section={section} />
        <BankCard section={section} />
      </div>
    </section>
  );
}
