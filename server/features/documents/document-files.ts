// What the upload routes hand the documents feature, and its not-found message.
export const STAFF_DOCUMENT_NOT_FOUND = "Document not found";

/** A file as the upload routes hand it over (checked here, by its bytes). */
export interface IncomingFile {
  fileName: string;
  bytes: Buffer;
}
