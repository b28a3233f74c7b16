import type { FastifyReply } from "fastify";
/** File name extensions of the content types we store. */
const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "application/json": "json",
  "text/plain": "txt",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
};

/** ASCII file name stem: lower case, letters and digits joined by hyphens ("document" if none left). */
export function fileSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
  return slug || "document";
}

/** RFC 5987 value characters (attr-char); everything else is percent-encoded as UTF-8. */
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with an ASCII slug as `filename` and the readable name as `filename*` (RFC 6266:
 * browsers that know filename* prefer it). Path separators, quotes and control characters are
 * removed from the readable name; the extension follows the content type.
 */
export function attachmentDisposition(name: string, contentType: string): string {
  const extension = EXTENSIONS[contentType.split(";")[0].trim().toLowerCase()];
  const suffix = extension ? `.${extension}` : "";
  const readable =
    name
      .normalize("NFC")
      // eslint-disable-next-line no-control-regex -- control characters are what this strips
      .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 150) || "document";
  return `attachment; filename="${fileSlug(name)}${suffix}"; filename*=UTF-8''${encodeExtValue(readable + suffix)}`;
}

/** A file as an attachment that no cache keeps: how every download route answers. */
export function sendAttachment(
  reply: FastifyReply,
  file: { name: string; contentType: string; bytes: Buffer },
): FastifyReply {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", attachmentDisposition(file.name, file.contentType))
    .header("cache-control", "no-store")
    .send(file.bytes);
}
