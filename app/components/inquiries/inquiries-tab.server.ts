import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { inquiryPageQuerySchema, type Inquiry, type InquiryStatus } from "#domain/inquiry.ts";
import type { Page } from "#domain/paging.ts";
import { loadListPage } from "#app/lib/list-page.server.ts";

export interface InquiriesData {
  /** One page of inquiries (decision 0037): ?status=, ?q=, ?sort=, ?dir= and ?cursor= in the URL. */
  page: Page<Inquiry>;
  /** How many inquiries each status has (searched like the page), for the filter. */
  counts: Record<InquiryStatus | "all", number>;
}

export async function load(context: AppLoadContext, _user: SessionUser, url: URL): Promise<InquiriesData> {
  return loadListPage(url, inquiryPageQuerySchema, async ({ cursor, limit, sort, dir, status, q }) => {
    const [page, counts] = await Promise.all([
      context.services.staffInquiries.listPage({ status, q }, { cursor, limit, sort, dir }),
      context.services.staffInquiries.countByStatus(q),
    ]);
    return { page, counts };
  });
}
