// The executed subscription's sealed PDF as stored (never re-rendered): for staff, and for the
// entity's people who see its documents.
import type { SessionUser } from "#domain/auth.ts";
import type { Database } from "#server/platform/db/client.ts";
import { AppError } from "#server/platform/errors.ts";
import { PDF_CONTENT_TYPE, readFile } from "#server/platform/storage/files.ts";
import { accessOf, loadSubscription, notFound } from "#server/features/subscriptions/signing/subscription-record.ts";
import { executedName } from "./execute-subscription.ts";

export function readExecuted(db: Database) {
  return async function executedPdf(id: number, user: SessionUser) {
    const record = await loadSubscription(db, id);
    if ((await accessOf(db, user, record.sub.entityId)) === null) throw notFound();
    if (!record.sub.executedFileKey) throw new AppError("NOT_FOUND", "This subscription is not executed yet");
    const file = await readFile(db, record.sub.executedFileKey);
    if (!file) throw new AppError("NOT_FOUND", "The executed file is missing");
    return { name: executedName(id, record.offering.name), contentType: PDF_CONTENT_TYPE, bytes: file.bytes };
  };
}
