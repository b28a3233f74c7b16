import { CAPITAL_FIGURES } from "#domain/ledger/figures.ts";
import { useLocation } from "react-router";
import type { FundInvestorView } from "#domain/fund-operations.ts";
import { formatCents, NOT_AVAILABLE } from "#domain/format.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import type { Page } from "#domain/paging.ts";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { EmptyState } from "#app/components/staff/content-tab-kit.tsx";

const PREFIX = "i.";

/**
 * The investors with a commitment to the fund and their capital accounts, a page at a time by
 * name (?i.q= searches name or member ID); archived investors stay listed.
 */
export function InvestorsTable({ fund, investors: page }: { fund: string; investors: Page<FundInvestorView> }) {
  const investors = page.items;
  const searching = new URLSearchParams(useLocation().search).has(`${PREFIX}q`);
  return (
    <section aria-labelledby="investors-heading" className="space-y-3">
      <div>
        <h2 id="investors-heading" className="text-2xl font-semibold text-brand-900">
          Investors
        </h2>
        <p className="mt-1 text-sm text-slate-600">Each investor&apos;s capital account in {fund}.</p>
      </div>
      <ListControls
        label={`Search ${fund} investors`}
        searchLabel="Search by name or member ID"
        sorts={[{ value: "name", label: "Name" }]}
        sort={page.sort}
        dir={page.dir}
        prefix={PREFIX}
      />
      {investors.length === 0 ? (
        <EmptyState
          message={
            searching
              ? `No ${fund} investor matches the search.`
              : `No investor has a commitment to ${fund} yet. Commitments are set on each user's account.`
          }
        />
      ) : (
        <Table caption={`${fund} investors (${page.total})`}>
          <thead>
            <tr>
              <Th>Investor</Th>
              <Th>Member ID</Th>
              <Th className="text-right">Commitment</Th>
              <Th className="text-right">{CAPITAL_FIGURES.paidIn.label}</Th>
              <Th className="text-right">{CAPITAL_FIGURES.unfunded.label}</Th>
              <Th className="text-right">Distributed</Th>
              <Th className="text-right">NAV share</Th>
            </tr>
          </thead>
          <tbody>
            {investors.map((investor) => (
              <tr key={investor.entityId}>
                <Td>
                  <span className="font-medium text-slate-900">{investor.investorName}</span>
                  {investor.archived ? (
                    <Badge tone="slate" className="ml-2">
                      Archived
                    </Badge>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap">{investor.memberId}</Td>
                <Money cents={investor.account.commitmentCents} />
                <Money cents={investor.account.contributedCents} />
                <Money cents={investor.account.unfundedCents} />
                <Money cents={investor.account.distributedCents} />
                <Money cents={investor.account.navShareCents} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager page={page} label={`Pages of ${fund} investors`} noun={["investor", "investors"]} prefix={PREFIX} />
    </section>
  );
}

export function Money({ cents, className }: { cents: number | null; className?: string }) {
  return (
    <Td className={`text-right whitespace-nowrap tabular-nums ${className ?? ""}`}>
      {cents === null ? NOT_AVAILABLE : formatCents(cents)}
    </Td>
  );
}
