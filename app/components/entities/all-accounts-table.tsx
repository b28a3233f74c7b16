import { Link } from "react-router";
import { ENTITY_KIND_LABELS, withEntity, type AccountFigures, type AccountsSummary } from "#domain/entities.ts";
import { formatCents } from "#domain/format.ts";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { ViewOnly } from "./entity-switcher.tsx";

const COLUMNS: ReadonlyArray<{ key: keyof AccountFigures; label: string }> = [
  { key: "commitmentCents", label: "Commitment" },
  { key: "contributedCents", label: "Contributed" },
  { key: "unfundedCents", label: "Unfunded" },
  { key: "distributedCents", label: "Distributions" },
  { key: "navShareCents", label: "NAV share" },
];

function Figures({ figures, strong }: { figures: AccountFigures; strong?: boolean }) {
  return COLUMNS.map((c) => (
    <Td key={c.key} className={`text-right tabular-nums whitespace-nowrap ${strong ? "font-semibold" : ""}`}>
      {formatCents(figures[c.key])}
    </Td>
  ));
}

/**
 * All accounts (decision 0060): per entity and fund, commitment, contributed, unfunded,
 * distributions and NAV share; each entity's total, and the total of all of them. Each entity
 * links to its dashboard; "View only" marks a viewer grant.
 */
export function AllAccountsTable({ summary }: { summary: AccountsSummary }) {
  return (
    <Table caption="All accounts by entity and fund">
      <thead>
        <tr>
          <Th>Account and fund</Th>
          {COLUMNS.map((c) => (
            <Th key={c.key} className="text-right">
              {c.label}
            </Th>
          ))}
        </tr>
      </thead>
      {summary.accounts.map((account) => (
        <tbody key={account.entityId} data-entity={account.entityId}>
          <tr>
            <Th scope="rowgroup" colSpan={COLUMNS.length + 1} className="bg-white pt-5 text-base">
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link
                  to={withEntity("/investment-dashboard", account.entityId)}
                  className="text-brand-800 underline-offset-2 hover:underline"
                >
                  {account.legalName}
                </Link>
                <span className="text-sm font-normal text-slate-600">
                  {ENTITY_KIND_LABELS[account.kind]} · Member ID {account.memberId}
                </span>
                {account.role === "viewer" ? <ViewOnly /> : null}
                <Link
                  to={`/accounts/${account.entityId}`}
                  className="text-sm font-normal text-brand-700 underline underline-offset-2"
                >
                  People and details
                </Link>
              </span>
            </Th>
          </tr>
          {account.funds.map((fund) => (
            <tr key={fund.fundType}>
              <Td className="pl-8">{fund.fundType}</Td>
              <Figures figures={fund} />
            </tr>
          ))}
          <tr data-total={account.entityId}>
            <Td className="pl-8 font-semibold">Total, {account.legalName}</Td>
            <Figures figures={account.total} strong />
          </tr>
        </tbody>
      ))}
      <tfoot>
        <tr data-total="all" className="bg-brand-50">
          <Td className="font-bold">All accounts</Td>
          <Figures figures={summary.total} strong />
        </tr>
      </tfoot>
    </Table>
  );
}
