import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  approvalSettingSchema,
  returnInputSchema,
  scheduleInputSchema,
  snapshotListQuerySchema,
  submitInputSchema,
} from "#domain/publishing-inputs.ts";
import { STAFF, SUPER_ADMIN } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { sendAttachment } from "#server/platform/http/content-disposition.ts";
import type { Publisher } from "#server/features/publishing/article-publishing.ts";
import { staffView } from "#server/features/publishing/article-queries.ts";
import type { AppServices } from "#server/registry.ts";
import { actingUser, idParam, parseOrThrow, signedInUser } from "#server/platform/http/staff-request.ts";
import { publishingApi } from "#domain/api/articles.ts";

const NOT_FOUND = "Article not found";
const NO_RECORD = "Record not found";

/** The signed-in staff member with their role: the approval rule depends on it (also for POST/PUT /api/news). */
export function publisher(request: FastifyRequest): Publisher {
  return { ...actingUser(request), role: signedInUser(request).role };
}

/**
 * The publishing workflow and the records of what the public saw (decision 0031), beside the
 * article calls of server/features/publishing/article-routes.ts. Staff move articles; approving, returning, the firm's
 * approval setting and the records are for super admins.
 */
export const articlePublishingRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const { articlePublishing: publishing, articleSnapshots: snapshots } = services;
  const staff = { config: { access: STAFF } };
  const superAdmin = { config: { access: SUPER_ADMIN } };

  app.get("/news/publishing-settings", { ...staff, schema: publishingApi.settings }, async () => ({
    required: await publishing.approvalRequired(),
  }));
  app.put("/news/publishing-settings", { ...superAdmin, schema: publishingApi.updateSettings }, async (request) =>
    publishing.setApprovalRequired(parseOrThrow(approvalSettingSchema, request.body).required, actingUser(request)),
  );

  app.post("/news/:id/publish", { ...staff, schema: publishingApi.publish }, async (request) =>
    staffView(await publishing.publish(idParam(request, NOT_FOUND), publisher(request))),
  );
  app.post("/news/:id/schedule", { ...staff, schema: publishingApi.schedule }, async (request) => {
    const { publishAt } = parseOrThrow(scheduleInputSchema, request.body);
    return staffView(await publishing.schedule(idParam(request, NOT_FOUND), publishAt, publisher(request)));
  });
  app.post("/news/:id/unpublish", { ...staff, schema: publishingApi.unpublish }, async (request) =>
    staffView(await publishing.unpublish(idParam(request, NOT_FOUND), publisher(request))),
  );
  app.post("/news/:id/submit", { ...staff, schema: publishingApi.submit }, async (request) => {
    const { publishAt } = parseOrThrow(submitInputSchema, request.body ?? {});
    return staffView(await publishing.submit(idParam(request, NOT_FOUND), publishAt ?? null, publisher(request)));
  });
  app.post("/news/:id/approve", { ...superAdmin, schema: publishingApi.approve }, async (request) =>
    staffView(await publishing.approve(idParam(request, NOT_FOUND), publisher(request))),
  );
  app.post("/news/:id/return", { ...superAdmin, schema: publishingApi.returnToDraft }, async (request) => {
    const { comment } = parseOrThrow(returnInputSchema, request.body);
    return staffView(await publishing.returnToDraft(idParam(request, NOT_FOUND), comment, publisher(request)));
  });

  app.get("/news/records", { ...superAdmin, schema: publishingApi.records }, async (request) => {
    const query = parseOrThrow(snapshotListQuerySchema, request.query, "Invalid query");
    return snapshots.list(query.articleId === undefined ? {} : { articleId: query.articleId });
  });
  app.get("/news/records/:id", { ...superAdmin, schema: publishingApi.record }, async (request, reply) => {
    const record = await snapshots.get(idParam(request, NO_RECORD));
    if (!record) throw new AppError("NOT_FOUND", NO_RECORD);
    return reply.header("cache-control", "no-store").send(record);
  });
  /** The record as a JSON file with its SHA-256, audited: what a compliance request is answered with. */
  app.get("/news/records/:id/export", { ...superAdmin, schema: publishingApi.exportRecord }, async (request, reply) => {
    const id = idParam(request, NO_RECORD);
    const record = await snapshots.get(id);
    if (!record) throw new AppError("NOT_FOUND", NO_RECORD);
    const file = {
      format: "edfutures.article-record/1",
      exportedAt: new Date().toISOString(),
      exportedBy: signedInUser(request).username,
      /** SHA-256 of the record's canonical JSON, taken when it was stored (server/features/publishing/snapshots.ts). */
      contentSha256: record.contentSha256,
      contentVerified: await snapshots.verify(id),
      record,
    };
    await services.audit.record({
      ...actingUser(request),
      action: "article.snapshot_exported",
      entityType: "article_snapshot",
      entityId: id,
      summary: `Exported the record of "${record.title.slice(0, 200)}" (${record.wentLiveAt})`,
    });
    return sendAttachment(reply, {
      name: `article-record-${id}-${record.slug}`,
      contentType: "application/json",
      bytes: Buffer.from(JSON.stringify(file, null, 2)),
    });
  });
};
