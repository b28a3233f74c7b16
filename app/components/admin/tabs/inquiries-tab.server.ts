import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../../../../domain/auth";
import type { Inquiry } from "../../../../domain/inquiry";

export interface InquiriesData {
  /** Every inquiry, newest first; the tab filters by status in the browser (?status= in the URL). */
  inquiries: Inquiry[];
}

export async function load(context: AppLoadContext, _user: SessionUser): Promise<InquiriesData> {
  return { inquiries: await context.services.staffInquiries.list() };
}
