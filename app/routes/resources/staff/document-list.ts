import { STAFF } from "#server/platform/auth/access.ts";
import { STAFF_DOCUMENT_NOT_FOUND } from "#server/features/documents/document-files.ts";
import { AppError } from "#server/platform/errors.ts";
import { idOf, resourceLoader } from "#app/lib/resource.server.ts";

/**
 * A list about one document, for its dialogs: who must get it on paper, who has not opened it, its
 * earlier files (GET /api/documents/:id/paper, /unopened and /versions).
 */
export const access = STAFF;

export const loader = resourceLoader(access, async ({ context, params }) => {
  const id = idOf(params.id, STAFF_DOCUMENT_NOT_FOUND);
  const { deliveryChannels, staffDocuments } = context.services;
  switch (params.list) {
    case "paper":
      return deliveryChannels.paperRecipients(id);
    case "unopened":
      return staffDocuments.unopened(id);
    case "versions":
      return staffDocuments.versions(id);
    default:
      throw new AppError("NOT_FOUND", "Not found");
  }
});
