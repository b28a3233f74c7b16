import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "#server/platform/errors.ts";
import { formatFileSize, MAX_FILE_BYTES } from "#server/platform/storage/files.ts";

/** The most files one bulk upload may carry, and their total size (memory of a small server). */
export const MAX_FILES_PER_REQUEST = 50;
export const MAX_UPLOAD_TOTAL_BYTES = 100 * 1024 * 1024;

/**
 * multipart/form-data for the upload routes of this plugin only (routes that declare
 * `config.multipart`; the access check refuses it everywhere else). Files past the size limit
 * (MAX_FILE_BYTES unless the plugin's files are larger, e.g. recordings) are a 413 before they are
 * read whole.
 */
export async function registerUploads(app: FastifyInstance, options: { maxFileBytes?: number } = {}) {
  await app.register(multipart, {
    limits: {
      fileSize: options.maxFileBytes ?? MAX_FILE_BYTES,
      files: MAX_FILES_PER_REQUEST,
      fields: 20,
      fieldSize: 10_000,
      parts: MAX_FILES_PER_REQUEST + 20,
      headerPairs: 100,
    },
  });
}

export interface UploadedFile {
  field: string;
  fileName: string;
  bytes: Buffer;
}

/** A multipart request's text fields and files, read into memory within the limits above. */
export async function readUpload(
  request: FastifyRequest,
  options: { maxFileBytes?: number } = {},
): Promise<{
  fields: Record<string, string>;
  files: UploadedFile[];
}> {
  if (!request.isMultipart()) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the upload as multipart/form-data");
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let total = 0;
  let reading = "";
  try {
    await readParts();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // What the multipart parser refuses (no boundary, a truncated body, too many parts) is the
    // client's malformed request, never a server fault.
    const limit = (error as { statusCode?: number }).statusCode === 413;
    if (limit && reading) {
      const message = `The file is larger than ${formatFileSize(options.maxFileBytes ?? MAX_FILE_BYTES)}`;
      throw new AppError("PAYLOAD_TOO_LARGE", `${message}: ${reading}`, { fieldErrors: { [reading]: [message] } });
    }
    throw new AppError(
      limit ? "PAYLOAD_TOO_LARGE" : "VALIDATION",
      limit ? "The upload is too large" : "The upload is not valid multipart/form-data",
    );
  }
  return { fields, files };

  async function readParts() {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        reading = part.fieldname;
        const bytes = await part.toBuffer();
        reading = "";
        total += bytes.length;
        if (total > MAX_UPLOAD_TOTAL_BYTES) {
          throw new AppError(
            "PAYLOAD_TOO_LARGE",
            "The upload is larger than 100 MB in total; send fewer files at once",
          );
        }
        // An empty file input sends a part with no name and no bytes: nothing was chosen.
        if (part.filename === "" && bytes.length === 0) continue;
        files.push({ field: part.fieldname, fileName: part.filename, bytes });
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  }
}
