import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { SubscriptionView } from "#domain/subscription-questionnaire.ts";
import { ACCREDITATION_METHOD_LABELS, MINIMUM_INVESTMENT_CENTS } from "#domain/subscriptions.ts";
import { formatMoney } from "#domain/format.ts";

const box = "grid gap-4 rounded-lg border border-slate-200 bg-white p-5";
const input = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2";

/** Accreditation (Rule 506(b): the representation; 506(c): verification by one of its methods). */
export function AccreditationStep({ view }: { view: SubscriptionView }) {
  const { verifiedUntil, latest } = view.accreditation;
  if (verifiedUntil)
    return (
      <p className={box}>
        This account's accreditation is verified until {verifiedUntil}: nothing more is needed for this step.
      </p>
    );
  const status = latest ? (
    <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
      Submitted: {ACCREDITATION_METHOD_LABELS[latest.method]} ({latest.status}). You may submit again to replace it.
    </p>
  ) : null;
  if (!view.may.edit) return status ?? <p className={box}>Nothing has been submitted yet.</p>;
  if (view.offering.exemption === "506b")
    return (
      <div className="grid gap-4">
        {status}
        <Form method="post" className={box}>
          <h2 className="font-semibold text-brand-900">The investor's representation (Rule 506(b))</h2>
          <p className="text-slate-700">
            You represent that the investor is accredited on the bases chosen in Investor status.
          </p>
          <button type="submit" name="intent" value="accreditation-representation" className={buttonClass()}>
            Submit the representation
          </button>
        </Form>
      </div>
    );
  const threshold =
    MINIMUM_INVESTMENT_CENTS[view.entity.kind === "individual" || view.entity.kind === "joint" ? "person" : "entity"];
  return (
    <div className="grid gap-4">
      {status}
      <p className="text-slate-700">
        This offering relies on Rule 506(c): accredited status must be verified. Choose one way.
      </p>
      <Form method="post" encType="multipart/form-data" className={box}>
        <h2 className="font-semibold text-brand-900">A letter, or income or net-worth evidence</h2>
        <label className="text-sm font-semibold text-slate-800">
          Method
          <select name="method" defaultValue="letter" className={input}>
            <option value="letter">Letter from a CPA, attorney, broker-dealer or registered adviser</option>
            <option value="income_evidence">Income evidence (e.g. tax returns of the last two years)</option>
            <option value="net_worth_evidence">Net worth evidence (e.g. statements and a credit report)</option>
          </select>
        </label>
        <label className="text-sm font-semibold text-slate-800">
          Letter date (letters only: within the last 90 days)
          <input type="date" name="letterDate" className={input} />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          File (PDF, PNG or JPEG)
          <input type="file" name="file" accept="application/pdf,image/png,image/jpeg" className={input} />
        </label>
        <button type="submit" name="intent" value="accreditation-evidence" className={buttonClass()}>
          Upload and submit
        </button>
      </Form>
      <Form method="post" className={box}>
        <h2 className="font-semibold text-brand-900">Minimum investment</h2>
        <p className="text-slate-700">
          With a commitment of at least {formatMoney(threshold / 100)} (entered in Commitment):
        </p>
        <label className="flex items-start gap-3">
          <input type="checkbox" name="accredited" className="mt-1 h-5 w-5 shrink-0" />
          <span>I represent in writing that the investor is an accredited investor</span>
        </label>
        <label className="flex items-start gap-3">
          <input type="checkbox" name="notFinanced" className="mt-1 h-5 w-5 shrink-0" />
          <span>The amount is not financed by a third party for the purpose of this investment</span>
        </label>
        <button type="submit" name="intent" value="accreditation-minimum" className={buttonClass()}>
          Submit the representations
        </button>
      </Form>
    </div>
  );
}
