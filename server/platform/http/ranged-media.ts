import type { FastifyReply, FastifyRequest } from "fastify";

/** A stored media file as a ranged response needs it; the bytes are read only for what is sent. */
export interface RangedMedia {
  contentType: string;
  byteSize: number;
  /** Strong validator: the storage key names immutable bytes, so it is the file's identity. */
  etag: string;
  read: (start: number, length: number) => Promise<Buffer>;
}

export type ByteRange = { start: number; end: number } | "unsatisfiable" | null;

/**
 * The one range of a `Range: bytes=…` header over `size` bytes (RFC 9110 §14.1.2): "a-b", "a-",
 * "-n". Null (send the whole file) for no header, another unit, several ranges or a malformed
 * value; "unsatisfiable" when it starts past the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== "" && Number(match[2]) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/**
 * Send the media with Accept-Ranges, an ETag and 206/416 answers to Range requests: browsers seek
 * with ranges, and Safari will not play audio or video from a server that ignores them.
 * `cacheControl` says who may keep it (public episodes, private videos).
 */
export async function sendRangedMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  media: RangedMedia,
  cacheControl: string,
) {
  const etag = `"${media.etag}"`;
  reply.header("accept-ranges", "bytes").header("etag", etag).header("cache-control", cacheControl);
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return reply.code(304).send();
  }
  // If-Range with another validator: the client's partial copy is stale, so it gets everything.
  const ifRange = request.headers["if-range"];
  const range = ifRange && ifRange !== etag ? null : parseByteRange(request.headers.range, media.byteSize);
  if (range === "unsatisfiable") {
    return reply
      .code(416)
      .header("content-range", `bytes */${media.byteSize}`)
      .type("text/plain; charset=utf-8")
      .send("Range Not Satisfiable");
  }
  const { start, end } = range ?? { start: 0, end: media.byteSize - 1 };
  const length = end - start + 1;
  reply.type(media.contentType).header("content-length", length);
  if (range) reply.code(206).header("content-range", `bytes ${start}-${end}/${media.byteSize}`);
  if (request.method === "HEAD") {
    // Fastify would state the empty body's length; a HEAD answer states the file's.
    reply.hijack();
    reply.raw.writeHead(reply.statusCode, reply.getHeaders() as Record<string, string | number>);
    reply.raw.end();
    return reply;
  }
  return reply.send(await media.read(start, length));
}
