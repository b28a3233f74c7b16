// The publishing workflow's request bodies and queries (decision 0031), apart from
// domain/publishing.ts so the admin portal's first load does not carry them (the staff panel
// checks its two fields itself; the server validates with these).
import * as z from "zod/mini";

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** When a scheduled article goes live: an ISO date-time with its offset (the browser sends toISOString()). */
export const publishAtSchema = z.pipe(
  z
    .string({ error: "Publish at is required" })
    .check(z.regex(ISO_DATE_TIME, "Publish at must be a date and time (ISO 8601, with its time zone)")),
  z.transform((v) => new Date(v)),
);

export const scheduleInputSchema = z.object({ publishAt: publishAtSchema });

/** Submit for approval: publish when approved, or at publishAt if that is still ahead then. */
export const submitInputSchema = z.object({ publishAt: z.optional(z.nullable(publishAtSchema)) });

export const returnInputSchema = z.object({
  comment: z.pipe(
    z.string({ error: "Comment is required" }).check(z.trim()),
    z
      .string()
      .check(z.minLength(1, "Comment is required"), z.maxLength(2000, "Comment must be at most 2000 characters")),
  ),
});

export const approvalSettingSchema = z.object({ required: z.boolean({ error: "Required must be true or false" }) });

export const snapshotListQuerySchema = z.object({
  articleId: z.optional(
    z.pipe(z.string().check(z.regex(/^\d{1,9}$/, "articleId must be a whole number")), z.transform(Number)),
  ),
});
