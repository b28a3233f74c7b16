// Who reads the investor portal's records, what a download hands out, and the portal's not-found messages.
import type { SessionUser } from "#domain/auth.ts";
import type { ResolvedHoldings } from "#server/features/entities/entity-access.ts";

/**
 * The portal user reading: only the id, role and fund access matter here, and the investing entity
 * the request names (decision 0060; without one, the person's first holding: their own).
 */
export type PortalReader = Pick<SessionUser, "id" | "role" | "fundIAccess" | "fundIIAccess"> & {
  entityId?: number;
  /** The person's holdings as this request read them (entity-request.ts); read again without. */
  resolved?: ResolvedHoldings;
};

/** Who downloads (for the audit log): a signed-in user, or nobody for a public resource. */
export type Downloader = (PortalReader & Pick<SessionUser, "username">) | null;

/** A file to send: its bytes, type and the name it is saved under (without extension). */
export interface FileDownload {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export const DOCUMENT_NOT_FOUND = "Document not found";
export const RESOURCE_NOT_FOUND = "Resource not found";
export const CAPITAL_CALL_NOT_FOUND = "Capital call not found";
