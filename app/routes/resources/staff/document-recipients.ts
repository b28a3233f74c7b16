import { documentRecipientQuerySchema } from "#domain/documents.ts";
import { STAFF } from "#server/platform/auth/access.ts";
import { parseQuery, resourceLoader } from "#app/lib/resource.server.ts";

/**
 * A page of the investors a document may go to, ?q= searched (GET /api/documents/recipients). The
 * answer repeats the search it answers, so the picker knows whether it is still looking.
 */
export const access = STAFF;

export const loader = resourceLoader(access, async ({ context, query }) => {
  const { q, ...page } = parseQuery(documentRecipientQuerySchema, query);
  return { q: q ?? "", page: await context.services.staffDocuments.recipients({ q }, page) };
});
