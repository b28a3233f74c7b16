import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface Precompressed {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Compress a cacheable body once, so each hit only picks the variant the client accepts. */
export function precompress(body: Buffer): Precompressed {
  return {
    identity: body,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return "identity";
}
