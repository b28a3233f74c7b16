import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { achOriginatorInputSchema } from "#domain/ach-payments.ts";
import { achApi } from "#domain/api/ach-payments.ts";
import { fundFromSlug } from "#domain/fund-slug.ts";
import { STAFF, SUPER_ADMIN } from "#server/platform/auth/access.ts";
import { AppError, invalidFields } from "#server/platform/errors.ts";
import { sendAttachment } from "#server/platform/http/content-disposition.ts";
import { actingUser, idParam, parseOrThrow } from "#server/platform/http/staff-request.ts";
import { readUpload, registerUploads } from "#server/platform/http/uploads.ts";
import type { AppServices } from "#server/registry.ts";

const NOT_FOUND = "Distribution not found";
/** A NACHA file of a thousand entries is about 100 KB: a megabyte is plenty. */
const MAX_NACHA_BYTES = 1024 * 1024;

function fundParam(request: FastifyRequest) {
  const fund = fundFromSlug((request.params as { fund?: string }).fund);
  if (!fund) throw new AppError("NOT_FOUND", "Fund not found");
  return fund;
}

/**
 * Distributions paid by ACH (staff; decision 0067): the NACHA file of a distribution's parts with
 * verified bank accounts, and marking paid from that file once the bank accepted it. The fund's
 * originator settings are read by staff and changed by super admins, as the wire instructions are.
 */
export const achPaymentRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  await registerUploads(app, { maxFileBytes: MAX_NACHA_BYTES });
  const staff = { config: { access: STAFF } };
  const upload = { config: { access: STAFF, multipart: true } };
  const superAdmin = { config: { access: SUPER_ADMIN } };
  const ach = services.achPayments;

  app.get("/admin/funds/:fund/ach-originator", { ...staff, schema: achApi.originator }, async (request) => ({
    originator: await ach.originatorOf(fundParam(request)),
  }));

  app.put("/admin/funds/:fund/ach-originator", { ...superAdmin, schema: achApi.updateOriginator }, async (request) => {
    const fund = fundParam(request);
    const input = parseOrThrow(achOriginatorInputSchema, request.body);
    return ach.updateOriginator(actingUser(request), fund, input);
  });

  app.get("/admin/funds/distributions/:id/ach", { ...staff, schema: achApi.distribution }, async (request) =>
    ach.distribution(idParam(request, NOT_FOUND)),
  );

  app.get(
    "/admin/funds/distributions/:id/nacha",
    { ...staff, exposeHeadRoute: false, schema: achApi.download },
    async (request, reply) => {
      const { name, bytes } = await ach.download(actingUser(request), idParam(request, NOT_FOUND));
      return sendAttachment(reply, { name, contentType: "text/plain; charset=us-ascii", bytes });
    },
  );

  app.post("/admin/funds/distributions/:id/nacha", { ...upload, schema: achApi.recordFile }, async (request) => {
    const id = idParam(request, NOT_FOUND);
    const { files } = await readUpload(request, { maxFileBytes: MAX_NACHA_BYTES });
    const chosen = files.filter((file) => file.field === "file");
    if (chosen.length !== 1) throw invalidFields({ file: ["Choose the ACH file the bank accepted"] });
    return ach.recordFile(actingUser(request), id, chosen[0]);
  });
};
