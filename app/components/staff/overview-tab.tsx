import { Activity, ChartColumn, ChevronDown, FileText, Film, Inbox, TrendingUp, Users } from "lucide-react";
import { useId, useState, type ComponentType } from "react";
import type { ActivityItem } from "#domain/audit.ts";
import type { SessionUser } from "#domain/auth.ts";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { VideoPlayerDialog } from "#app/components/publishing/video/video-player-dialog.tsx";
import { VideoPages } from "#app/components/publishing/video/video-pages.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime, formatMoney, formatRelativeTime } from "#domain/format.ts";
import { CalledProgress, roi } from "#app/components/fund-ledger/investments/fund-figures.tsx";
import { FormDReminders } from "./form-d-reminders.tsx";
import type { OverviewData, OverviewVideo } from "./overview-tab.server";

/** The admin portal's Overview: live counters, the Video Resource Center, recent activity and fund performance. */
export default function OverviewTab({ data }: { user: SessionUser; data?: OverviewData }) {
  if (!data) return null;
  return (
    <div className="space-y-8">
      <FormDReminders reminders={data.formD} />
      <Counters stats={data.stats} />
      <VideoResourceCenter videos={data.videos} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <RecentActivity items={data.activity} now={data.now} />
        <FundPerformance funds={data.funds} />
      </div>
    </div>
  );
}

const COUNTERS: ReadonlyArray<{
  key: keyof OverviewData["stats"];
  label: string;
  hint: string;
  Icon: ComponentType<{ className?: string }>;
}> = [
  { key: "totalUsers", label: "Total Users", hint: "All accounts, staff included", Icon: Users },
  { key: "activeInvestments", label: "Active Investments", hint: "Investments with status active", Icon: TrendingUp },
  { key: "resources", label: "Resources", hint: "Documents, videos, webinars and tools", Icon: FileText },
  { key: "pendingInquiries", label: "Pending Inquiries", hint: "Inquiries still marked new", Icon: Inbox },
];

function Counters({ stats }: { stats: OverviewData["stats"] }) {
  return (
    <section aria-labelledby="overview-counters">
      <h2 id="overview-counters" className="sr-only">
        Key figures
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {COUNTERS.map(({ key, label, hint, Icon }) => (
          <div key={key} className="relative rounded-xl border border-slate-200 bg-white p-5 pr-16 shadow-sm">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd>
              <span className="mt-1 block text-3xl font-bold tracking-tight text-brand-900 tabular-nums">
                {stats[key].toLocaleString("en-US")}
              </span>
              <span className="mt-1 block text-xs text-slate-600">{hint}</span>
              <span
                aria-hidden="true"
                className="absolute top-5 right-5 grid h-10 w-10 place-items-center rounded-lg bg-brand-50 text-brand-700"
              >
                <Icon className="h-5 w-5" />
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function VideoResourceCenter({ videos }: { videos: OverviewVideo[] }) {
  const [open, setOpen] = useState(true);
  const [playing, setPlaying] = useState<OverviewVideo | null>(null);
  const panelId = useId();

  return (
    <Card>
      <section aria-labelledby={`${panelId}-heading`}>
        <h2 id={`${panelId}-heading`} className="text-lg font-semibold text-brand-900">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="flex w-full cursor-pointer items-center justify-between gap-4 rounded-xl px-6 py-4 text-left hover:bg-slate-50"
          >
            <span className="flex items-center gap-3">
              <Film className="h-5 w-5 text-brand-700" aria-hidden="true" />
              Video Resource Center
              <span className="text-sm font-normal text-slate-600">
                ({videos.length} {videos.length === 1 ? "video" : "videos"})
              </span>
            </span>
            <ChevronDown
              className={cn("h-5 w-5 text-slate-600 transition-transform", open && "rotate-180")}
              aria-hidden="true"
            />
          </button>
        </h2>
        <div id={panelId} hidden={!open} className="border-t border-slate-100 px-6 pt-4 pb-6">
          {videos.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
              No videos yet. Add one in the Videos tab.
            </p>
          ) : (
            <VideoPages videos={videos} onWatch={setPlaying} />
          )}
        </div>
      </section>
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </Card>
  );
}

function RecentActivity({ items, now }: { items: ActivityItem[]; now: string }) {
  return (
    <Card>
      <CardBody>
        <section aria-labelledby="overview-activity">
          <h2 id="overview-activity" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <Activity className="h-5 w-5 text-brand-700" aria-hidden="true" />
            Recent Activity
          </h2>
          {items.length === 0 ? (
            <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
              No activity recorded yet.
            </p>
          ) : (
            <ol className="mt-4 divide-y divide-slate-100">
              {items.map((item) => (
                <li key={item.id} className="flex gap-3 py-3">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800 uppercase"
                  >
                    {(item.actorUsername ?? "S").charAt(0)}
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm break-words text-slate-900">{item.summary ?? describeAction(item.action)}</p>
                    <p className="mt-0.5 text-xs text-slate-600">
                      <span className="font-medium text-slate-700">
                        <span className="sr-only">By </span>
                        {item.actorUsername ?? "System"}
                      </span>
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">, </span>
                      <time dateTime={item.at} title={formatDateTime(item.at)}>
                        {formatRelativeTime(item.at, now)}
                      </time>
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardBody>
    </Card>
  );
}

/** A readable fallback for an audit row without a summary ("inquiry.updated" → "Updated inquiry"). */
function describeAction(action: string) {
  if (action === "login.succeeded") return "Signed in";
  const [entity, verb] = action.split(".");
  if (!verb) return action;
  const text = `${verb.replace(/_/g, " ")} ${entity.replace(/_/g, " ")}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function FundPerformance({ funds }: { funds: OverviewData["funds"] }) {
  return (
    <Card>
      <CardBody>
        <section aria-labelledby="overview-funds">
          <h2 id="overview-funds" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <ChartColumn className="h-5 w-5 text-brand-700" aria-hidden="true" />
            Fund Performance
          </h2>
          {funds.length === 0 ? (
            <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
              No fund data yet.
            </p>
          ) : (
            <ul className="mt-4 space-y-6">
              {funds.map((fund) => (
                <li key={fund.fundType}>
                  <h3 className="font-semibold text-slate-900">{fund.fundType}</h3>
                  <dl className="mt-2 grid grid-cols-1 gap-3 text-sm min-[420px]:grid-cols-3">
                    <div>
                      <dt className="text-slate-600">Total invested</dt>
                      <dd className="font-semibold text-brand-900 tabular-nums">{formatMoney(fund.totalInvested)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">Investments</dt>
                      <dd className="font-semibold text-brand-900 tabular-nums">{fund.investmentCount}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">Avg. est. ROI</dt>
                      <dd className="font-semibold text-brand-900 tabular-nums">{roi(fund.averageROI)}</dd>
                    </div>
                  </dl>
                  <CalledProgress fund={fund} className="mt-3" />
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardBody>
    </Card>
  );
}
