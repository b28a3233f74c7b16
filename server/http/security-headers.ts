import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
}

// Players the admin and portal screens may embed; nothing else may be framed.
const FRAME_SOURCES = "https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com";

export function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React sets style attributes during server rendering; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${FRAME_SOURCES}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Strict headers on every response; HTML gets a CSP with this request's nonce. */
export function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }) {
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.cspNonce = randomBytes(18).toString("base64");
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    reply.header(
      "content-security-policy",
      type.startsWith("text/html") ? contentSecurityPolicy(request.cspNonce) : API_CSP,
    );
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("cross-origin-resource-policy", "same-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    if (options.isProduction) reply.header("strict-transport-security", "max-age=63072000; includeSubDomains");
    return payload;
  });
}
