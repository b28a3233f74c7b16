import { useState } from "react";
import type { PortalResource } from "#domain/investor-portal.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatShortDate } from "#domain/format.ts";
import { ResourceAction } from "#app/components/publishing/portal/resource-action.tsx";

const FUND_FILTERS = ["General", "Both Funds", "Fund I", "Fund II"] as const;
type FundFilter = "all" | (typeof FUND_FILTERS)[number];

/** "quarterly, performance" or ["quarterly"] → #quarterly #performance */
const hashTag = (tag: string) => `#${tag.trim().replace(/\s+/g, "-")}`;

/**
 * The resource center: what the investor's fund access allows (the server filters), with a filter
 * by fund offering only the funds that actually appear.
 */
export function ResourcesTab({ resources }: { resources: readonly PortalResource[] }) {
  const [filter, setFilter] = useState<FundFilter>("all");
  const funds = FUND_FILTERS.filter((fund) => resources.some((r) => r.fund === fund));
  const shown = filter === "all" ? resources : resources.filter((r) => r.fund === filter);
  const options: FundFilter[] = ["all", ...funds];
  return (
    <section aria-labelledby="resource-center-heading">
      <h2 id="resource-center-heading" className="text-xl font-semibold text-brand-900">
        Resource Center
      </h2>
      {resources.length === 0 ? (
        <p className="mt-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          No resources are available to you yet.
        </p>
      ) : (
        <>
          <div role="group" aria-label="Filter resources by fund" className="mt-4 flex flex-wrap gap-2">
            {options.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={filter === option}
                onClick={() => setFilter(option)}
                className={cn(
                  "rounded-full border px-3 py-1.5 text-sm font-medium transition-colors",
                  filter === option
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-900",
                )}
              >
                {option === "all" ? "All" : option}
              </button>
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            {shown.length} {shown.length === 1 ? "resource" : "resources"} shown
          </p>
          <ul className="mt-4 space-y-4">
            {shown.map((resource) => (
              <li key={resource.id}>
                <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900">{resource.name}</h3>
                    <p className="mt-2 flex flex-wrap gap-2">
                      <Badge tone="brand">{resource.fund}</Badge>
                      <Badge tone="slate">{resource.category}</Badge>
                      <Badge tone={resource.accessLevel === "All Investors" ? "green" : "gold"}>
                        {resource.accessLevel}
                      </Badge>
                    </p>
                    <p className="mt-2 text-sm text-slate-700">{resource.description}</p>
                    <p className="mt-2 text-sm text-slate-600">
                      {[resource.type, resource.format, resource.size].filter(Boolean).join(" · ")}
                      {" · Updated "}
                      <time dateTime={resource.updatedDate}>{formatShortDate(resource.updatedDate)}</time>
                    </p>
                    {resource.tags.length > 0 && (
                      <p className="mt-2 flex flex-wrap gap-2 text-sm text-brand-700">
                        {resource.tags.map((tag) => (
                          <span key={tag}>{hashTag(tag)}</span>
                        ))}
                      </p>
                    )}
                  </div>
                  <div className="shrink-0">
                    <ResourceAction resource={resource} />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
