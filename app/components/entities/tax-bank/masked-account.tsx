import type { MaskedBankAccount } from "#domain/entity-tax-bank.ts";

/** A bank account as every page shows it: bank, holder, and the last 4 digits only. */
export function MaskedAccount({ account }: { account: MaskedBankAccount }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-slate-600">Bank</dt>
        <dd className="font-medium break-words text-slate-900">{account.bankName}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">Account holder</dt>
        <dd className="font-medium break-words text-slate-900">{account.accountName}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">Account number</dt>
        <dd className="font-mono text-slate-900">{account.accountMasked}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">Routing number</dt>
        <dd className="font-mono text-slate-900">{account.routingMasked}</dd>
      </div>
    </dl>
  );
}
