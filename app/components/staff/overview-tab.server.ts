import type { AppLoadContext } from "react-router";
import type { ActivityItem } from "#domain/audit.ts";
import type { SessionUser } from "#domain/auth.ts";
import type { FundSummary, Stats } from "#domain/stats.ts";
import type { FormDReminder } from "#domain/subscription-review.ts";

/** The fields a video card and its player need (timestamps stay out of the page payload). */
export interface OverviewVideo {
  id: number;
  title: string;
  category: string;
  duration: string;
  thumbnail: string;
  embedUrl: string | null;
  fileUrl: string | null;
  description: string;
  uploadDate: string;
}

export interface OverviewData {
  stats: Pick<Stats, "totalUsers" | "activeInvestments" | "resources" | "pendingInquiries">;
  videos: OverviewVideo[];
  activity: ActivityItem[];
  funds: FundSummary[];
  /** Offerings whose Form D is due (15 days after the first sale) and not filed (issue 25 §4). */
  formD: FormDReminder[];
  /** The server's clock when read, so relative times render the same on the server and in the browser. */
  now: string;
}

/** Number of Recent Activity entries shown. */
export const RECENT_ACTIVITY_LIMIT = 8;

/** The Overview tab: live counters, the stored videos, recent staff activity and per-fund figures. */
export async function load(context: AppLoadContext, _user: SessionUser): Promise<OverviewData> {
  const { services } = context;
  const [stats, videos, activity, funds, formD] = await Promise.all([
    services.stats.some(["totalUsers", "activeInvestments", "resources", "pendingInquiries"]),
    services.videos.list(),
    services.audit.listActivity(RECENT_ACTIVITY_LIMIT),
    services.fundSummaries.list(),
    services.subscriptionReview.formDReminders(),
  ]);
  return {
    stats,
    videos: videos.map(({ id, title, category, duration, thumbnail, embedUrl, fileUrl, description, uploadDate }) => ({
      id,
      fileUrl,
      title,
      category,
      duration,
      thumbnail,
      embedUrl,
      description,
      uploadDate,
    })),
    activity,
    funds,
    formD,
    now: context.services.now().toISOString(),
  };
}
