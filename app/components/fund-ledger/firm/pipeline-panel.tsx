import { useId, useState } from "react";
import { MapPin } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import {
  fundPipelines,
  PIPELINE_STAGES,
  type FundPipeline,
  type PipelineDeal,
  type PipelineStage,
} from "#app/content/portal/pipeline.ts";
import { formatShortDate, formatMoney } from "#domain/format.ts";
import { Fact, PanelHeader } from "./shared";

const stageTone: Record<PipelineStage, "slate" | "brand" | "gold" | "green"> = {
  Sourcing: "slate",
  "Due Diligence": "brand",
  "Term Sheet": "gold",
  Closing: "green",
};

/** Sub-tab values: "fund-i" and "fund-ii". */
export type PipelineTab = "fund-i" | "fund-ii";
const tabValue = (pipeline: FundPipeline): PipelineTab => (pipeline.fund === "Fund I" ? "fund-i" : "fund-ii");

function DealCard({ deal, idPrefix }: { deal: PipelineDeal; idPrefix: string }) {
  const headingId = `${idPrefix}-${deal.id}`;
  const step = PIPELINE_STAGES.indexOf(deal.stage) + 1;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-brand-900">
          {deal.name}
        </h4>
        <Badge tone={stageTone[deal.stage]}>{deal.stage}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-700">{deal.sector}</p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {deal.location}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <Fact label="Target size">
          <span className="tabular-nums">{formatMoney(deal.targetSize)}</span>
        </Fact>
        <Fact label="Expected close">
          <time dateTime={deal.expectedClose}>{formatShortDate(deal.expectedClose)}</time>
        </Fact>
        <Fact label="Stage" className="col-span-2">
          {deal.stage}{" "}
          <span className="font-normal text-slate-600">
            (step {step} of {PIPELINE_STAGES.length})
          </span>
        </Fact>
      </dl>
      {/* Visual only: the stage and step are given as text above. */}
      <div aria-hidden="true" className="mt-3 grid grid-cols-4 gap-1">
        {PIPELINE_STAGES.map((stage, index) => (
          <span
            key={stage}
            className={index < step ? "h-1.5 rounded-full bg-brand-700" : "h-1.5 rounded-full bg-slate-200"}
          />
        ))}
      </div>
    </article>
  );
}

function PipelineList({ pipeline, headingId }: { pipeline: FundPipeline; headingId: string }) {
  const total = pipeline.deals.reduce((sum, deal) => sum + deal.targetSize, 0);
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-brand-900">
          {pipeline.fund} deals in progress
        </h3>
        {pipeline.deals.length > 0 && (
          <p className="text-sm text-slate-600">
            {pipeline.deals.length} {pipeline.deals.length === 1 ? "deal" : "deals"} · {formatMoney(total)} combined
            target
          </p>
        )}
      </div>
      {pipeline.deals.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {pipeline.fund} has no deals in its pipeline right now.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {pipeline.deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} idPrefix={headingId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The Investor Portal's Pipeline tab with its sub-tabs "Fund I Pipeline" and "Fund II Pipeline"
 * (the shared accessible Tabs, local state). Renders its own h2; each sub-tab has an h3.
 */
export function PipelinePanel({
  defaultTab = "fund-i",
  pipelines = fundPipelines,
}: {
  defaultTab?: PipelineTab;
  pipelines?: readonly FundPipeline[];
}) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [tab, setTab] = useState<string>(defaultTab);
  return (
    <section aria-labelledby={titleId} className="space-y-6">
      <PanelHeader id={titleId} title="Pipeline">
        <p>
          Opportunities each fund is evaluating, from first sourcing to closing. Targets and dates are estimates and may
          change as diligence proceeds.
        </p>
      </PanelHeader>
      <Tabs value={tab} onValueChange={setTab}>
        <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
          <TabsList aria-label="Pipeline by fund" className="inline-flex gap-1 rounded-lg bg-slate-200/70 p-1">
            {pipelines.map((pipeline) => (
              <TabsTrigger key={pipeline.fund} value={tabValue(pipeline)}>
                {pipeline.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {pipelines.map((pipeline) => (
          <TabsContent key={pipeline.fund} value={tabValue(pipeline)} className="mt-6">
            <PipelineList pipeline={pipeline} headingId={`${baseId}-${tabValue(pipeline)}`} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
