import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

// Players the admin and portal screens may embed; nothing else may be framed.
const FRAME_SOURCES = "https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com";

/**
 * The policy for an HTML page: scripts only from us or carrying this response's nonce. In development
 * (`npm run dev`, NODE_ENV=development only) Vite's hot-reload client also opens a WebSocket to the
 * server, which browsers without CSP 3's ws-matches-'self' rule would block: connect-src allows ws:.
 */
export function pageContentSecurityPolicy(nonce: string, options: { development?: boolean } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React sets style attributes during server rendering; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    // Video thumbnails may come from the players we embed.
    "img-src 'self' data: https://i.ytimg.com https://i.vimeocdn.com",
    "font-src 'self'",
    options.development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${FRAME_SOURCES}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A fresh nonce for one HTML response (144 random bits). */
export const newNonce = () => randomBytes(18).toString("base64");

/**
 * Strict headers (and the request id) on every response, set once per request in one hook. Everything not HTML (JSON,
 * assets, errors) keeps the locked-down default policy; the page handler replaces it with the
 * nonce policy for the pages it renders. (Measured: an async onSend hook setting these one by one
 * cost a third of the API's throughput.)
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }) {
  const headers: Record<string, string> = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ...(options.isProduction ? { "strict-transport-security": "max-age=63072000; includeSubDomains" } : {}),
  };
  // API answers are private by default; a public read overrides this in its route.
  const apiHeaders = { ...headers, "cache-control": "no-store" };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api/") ? apiHeaders : headers);
    // The id on this request's log lines (server/platform/logging.ts), so a report can be matched to them.
    reply.header("x-request-id", request.id);
    done();
  });
}
