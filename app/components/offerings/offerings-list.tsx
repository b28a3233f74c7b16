import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { OfferingSummary } from "#domain/offering-inputs.ts";
import { OFFERING_EXEMPTION_LABELS, OFFERING_STATUS_LABELS } from "#domain/offerings.ts";
import { formatCents, formatDate } from "#domain/format.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { OfferingForm } from "./offering-form.tsx";
import { OFFERING_STATUS_TONES } from "./offering-labels.ts";

const day = (value: string | null) => (value ? formatDate(value) : "—");

/** The admin portal's Offerings section: every offering, newest first, and "Create offering". */
export function OfferingsList({ offerings }: { offerings: OfferingSummary[] }) {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <section aria-labelledby="offerings-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="offerings-heading" className="text-2xl font-semibold text-brand-900">
            Offerings
          </h2>
          <p className="text-slate-700">Funds open for subscriptions, their data rooms and who may read them.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Create offering
        </Button>
      </div>
      {offerings.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          No offerings yet. Create one to open a fund for subscriptions.
        </p>
      ) : (
        <Table caption="Offerings">
          <thead>
            <tr>
              <Th>Offering</Th>
              <Th>Status</Th>
              <Th>Fund</Th>
              <Th>Exemption</Th>
              <Th className="text-right">Minimum</Th>
              <Th>First close</Th>
              <Th>Final close</Th>
              <Th className="text-right">Documents</Th>
              <Th className="text-right">People</Th>
            </tr>
          </thead>
          <tbody>
            {offerings.map((offering) => (
              <tr key={offering.id}>
                <Td>
                  <Link
                    to={`/admin-portal/offerings/${offering.id}`}
                    className="font-medium text-brand-700 underline underline-offset-4"
                  >
                    {offering.name}
                  </Link>
                  {offering.formDDueDate ? (
                    <p className="text-sm text-red-800">Form D due {formatDate(offering.formDDueDate)}</p>
                  ) : null}
                </Td>
                <Td>
                  <Badge tone={OFFERING_STATUS_TONES[offering.status]}>{OFFERING_STATUS_LABELS[offering.status]}</Badge>
                </Td>
                <Td className="whitespace-nowrap">{offering.fundType}</Td>
                <Td className="whitespace-nowrap">{OFFERING_EXEMPTION_LABELS[offering.exemption]}</Td>
                <Td className="text-right whitespace-nowrap">{formatCents(offering.minimumCommitmentCents)}</Td>
                <Td className="whitespace-nowrap">{day(offering.firstCloseDate)}</Td>
                <Td className="whitespace-nowrap">{day(offering.finalCloseDate)}</Td>
                <Td className="text-right">{offering.documentCount}</Td>
                <Td className="text-right">{offering.peopleCount}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title="Create offering"
        description="A new offering is a draft: nobody sees it until you open it."
        className="max-w-2xl"
      >
        <OfferingForm
          offering={null}
          onCancel={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            void navigate(`/admin-portal/offerings/${created.id}`);
          }}
        />
      </Dialog>
    </section>
  );
}
