// Over 300 lines: the two-step issue (form, then the preview every investor's part and the waterfall are checked on) is one flow.
import { useRef, useState, type ComponentProps, type ReactNode, type RefObject } from "react";
import { useRevalidator } from "react-router";
import type { AllocationLine, CallAllocationLine } from "#domain/fund-operations.ts";
import { CAPITAL_FIGURES } from "#domain/ledger/figures.ts";
import { formatCents } from "#domain/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import type { Checked, FormSchema } from "#app/lib/use-field-errors.ts";
import { useForm } from "#app/lib/use-form.ts";
import { Money } from "./investors-table";

/**
 * A capital call or a distribution in two steps: the form, then "Preview allocation" asks the
 * server for every investor's part (nothing stored), then "Issue" sends the same input once. Back
 * returns to the form with the input kept (the values live here, not in the form's component).
 */
export function usePreviewIssue<V extends object, S extends FormSchema, P>(options: {
  initial: () => V;
  fields: readonly string[];
  schema: S;
  toPayload: (values: V) => unknown;
  /** The two requests, each typed by its operation (app/lib/api-client.ts); both take the checked input. */
  preview: (input: Checked<S>) => Promise<P>;
  issue: (input: Checked<S>) => Promise<{ id: number; number: number; parts: number }>;
  previewFailed: string;
  issueFailed: string;
  /** The success toast's title, from the server's answer. */
  issued: (result: { id: number; number: number; parts: number }) => string;
  /** After issuing: close the dialog. */
  onIssued: () => void;
  onPendingChange: (pending: boolean) => void;
  /** The heading of each step, focused when the step changes (the component owns the ref). */
  stepHeading: RefObject<HTMLHeadingElement | null>;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [preview, setPreview] = useState<P | null>(null);
  const [issuing, setIssuing] = useState(false);
  // The exact input the preview was made from: Issue sends this, so what was previewed is what is issued.
  const previewed = useRef<Checked<S> | null>(null);
  const { stepHeading } = options;
  const focusStep = () => requestAnimationFrame(() => stepHeading.current?.focus());

  const form = useForm({
    initial: options.initial,
    fields: options.fields,
    schema: options.schema,
    toPayload: options.toPayload,
    submit: async (payload) => {
      const answer = await options.preview(payload);
      previewed.current = payload;
      setPreview(answer);
      focusStep();
    },
    failure: options.previewFailed,
    onPendingChange: options.onPendingChange,
  });

  return {
    form,
    preview,
    issuing,
    back() {
      setPreview(null);
      focusStep();
    },
    async issue() {
      if (issuing || previewed.current === null) return;
      setIssuing(true);
      options.onPendingChange(true);
      try {
        const result = await options.issue(previewed.current);
        toast({ title: options.issued(result) });
        options.onIssued();
        void revalidator.revalidate();
      } catch (error) {
        toast({
          title: options.issueFailed,
          description: error instanceof ApiError || error instanceof Error ? error.message : undefined,
          variant: "destructive",
        });
      } finally {
        setIssuing(false);
        options.onPendingChange(false);
      }
    },
  };
}

/**
 * Every investor's part, with a total row that is the sum of the parts (equal to the total asked
 * for). A call's lines also carry what each investor had not yet called and any excess over it
 * (decision 0044), shown in their own column and named on the investor's row.
 */
export function AllocationTable({
  caption,
  lines,
  totalCents,
  showFees = false,
}: {
  caption: string;
  lines: Array<
    AllocationLine & Partial<Pick<CallAllocationLine, "uncalledCents" | "excessCents" | "managementFeeCents">>
  >;
  totalCents: number;
  /** Each investor's own management fee, in its own column (a fee computed from the terms, decision 0068). */
  showFees?: boolean;
}) {
  const fees = lines.reduce((acc, line) => acc + (line.managementFeeCents ?? 0), 0);
  const sum = lines.reduce((acc, line) => acc + line.amountCents, 0);
  const commitments = lines.reduce((acc, line) => acc + line.commitmentCents, 0);
  const uncalled = lines.every((line) => line.uncalledCents !== undefined)
    ? lines.reduce((acc, line) => acc + (line.uncalledCents ?? 0), 0)
    : null;
  return (
    <Table caption={caption} className="min-w-[560px]">
      <thead>
        <tr>
          <Th>Investor</Th>
          <Th>Member ID</Th>
          <Th className="text-right">Commitment</Th>
          {uncalled !== null ? <Th className="text-right">{CAPITAL_FIGURES.uncalled.label}</Th> : null}
          {showFees ? <Th className="text-right">Management fee</Th> : null}
          <Th className="text-right">Allocation</Th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.entityId}>
            <Td className="font-medium text-slate-900">{line.investorName}</Td>
            <Td className="whitespace-nowrap">{line.memberId}</Td>
            <Money cents={line.commitmentCents} />
            {uncalled !== null ? <Money cents={line.uncalledCents ?? 0} /> : null}
            {showFees ? <Money cents={line.managementFeeCents ?? 0} /> : null}
            {line.excessCents ? (
              <Td className="text-right font-semibold text-red-800 tabular-nums">
                {formatCents(line.amountCents)}
                <span className="block text-xs font-medium">
                  {formatCents(line.excessCents)} more than not yet called
                </span>
              </Td>
            ) : (
              <Money cents={line.amountCents} />
            )}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <Th scope="row" className="bg-white">
            Total ({lines.length} {lines.length === 1 ? "investor" : "investors"})
          </Th>
          <Td />
          <Money cents={commitments} />
          {uncalled !== null ? <Money cents={uncalled} /> : null}
          {showFees ? <Money cents={fees} /> : null}
          <Money cents={sum} className={sum === totalCents ? "" : "text-red-800"} />
        </tr>
      </tfoot>
    </Table>
  );
}

/**
 * The preview step of a call or a distribution: its heading (focused when the step opens, and the
 * allocation table's caption), what would be issued, every investor's part, and the buttons.
 */
export function AllocationStep({
  stepHeading,
  title,
  summary,
  lines,
  totalCents,
  flow,
  issueLabel,
  disabledReason,
  showFees,
  warning,
  before,
}: {
  stepHeading: RefObject<HTMLHeadingElement | null>;
  title: string;
  summary: ReactNode;
  lines: ComponentProps<typeof AllocationTable>["lines"];
  totalCents: number;
  flow: { issuing: boolean; back: () => void; issue: () => Promise<void> };
  issueLabel: string;
  disabledReason?: ReactNode;
  showFees?: boolean;
  /** Said above the buttons without stopping the issue (a short due date). */
  warning?: ReactNode;
  /** Shown above the investors' parts (a distribution's waterfall). */
  before?: ReactNode;
}) {
  return (
    <div>
      <h3 ref={stepHeading} tabIndex={-1} className="text-base font-semibold text-brand-900 outline-none">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{summary}</p>
      {before ? <div className="mt-4">{before}</div> : null}
      <div className="mt-4">
        <AllocationTable caption={title} lines={lines} totalCents={totalCents} showFees={showFees} />
      </div>
      {warning ? (
        <p role="note" className="mt-4 rounded-md border border-gold-300 bg-gold-100 p-3 text-sm text-brand-950">
          {warning}
        </p>
      ) : null}
      <PreviewActions
        issuing={flow.issuing}
        onBack={flow.back}
        onIssue={() => void flow.issue()}
        issueLabel={issueLabel}
        disabledReason={disabledReason}
      />
    </div>
  );
}

/** The buttons under a preview: back to the form (input kept) or issue. */
export function PreviewActions({
  issuing,
  onBack,
  onIssue,
  issueLabel,
  disabledReason,
}: {
  issuing: boolean;
  onBack: () => void;
  onIssue: () => void;
  issueLabel: string;
  disabledReason?: ReactNode;
}) {
  return (
    <div className="mt-6 space-y-3">
      {disabledReason ? (
        <p role="note" className="rounded-md border border-gold-300 bg-gold-100 p-3 text-sm text-brand-950">
          {disabledReason}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onBack} disabled={issuing}>
          Back to edit
        </Button>
        <Button onClick={onIssue} disabled={issuing || Boolean(disabledReason)}>
          {issuing ? "Issuing..." : issueLabel}
        </Button>
      </div>
    </div>
  );
}

export function totalLine(label: string, cents: number | null) {
  return (
    <p className="rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900">
      {label}:{" "}
      <span className="font-semibold tabular-nums">{cents === null ? "check the amounts" : formatCents(cents)}</span>
    </p>
  );
}

/** The form step: the form, named by its visually hidden heading (where focus returns from the preview). */
export function DetailsStep({
  id,
  title,
  stepHeading,
  formProps,
  children,
}: {
  id: string;
  title: string;
  stepHeading: RefObject<HTMLHeadingElement | null>;
  formProps: ComponentProps<"form">;
  children: ReactNode;
}) {
  return (
    <form {...formProps} className="space-y-4" aria-labelledby={id}>
      <h3 id={id} ref={stepHeading} tabIndex={-1} className="sr-only">
        {title}
      </h3>
      {children}
    </form>
  );
}

/** The form step's buttons: Cancel, and Preview allocation (nothing is stored yet). */
export function PreviewFormActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? "Preparing preview..." : "Preview allocation"}
      </Button>
    </div>
  );
}
