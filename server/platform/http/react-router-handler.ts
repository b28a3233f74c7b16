import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type AppLoadContext, type ServerBuild } from "react-router";
import type { AppServices } from "#server/registry.ts";
import { newNonce, pageContentSecurityPolicy } from "./security-headers.ts";
import type { SessionUser } from "#domain/auth.ts";
import { isForeignOrigin, isUnattributedCookieWrite, sessionTokenOf } from "#server/platform/auth/guard.ts";
import type { AuthenticatedSession } from "#server/platform/auth/sessions.ts";
import { pageCacheKey } from "./page-cache-key.ts";
import { assertResourceRoutesDeclareAccess } from "./resource-access.ts";

/**
 * What a shared cache (CDN, proxy) may do with a response carrying this request's CSP nonce:
 * nothing. Cached there, one visitor's nonce would be handed to every visitor. Our own cache
 * stores such responses and re-issues a fresh nonce per response; browsers revalidate.
 */
export const NONCE_CACHE_CONTROL = "private, no-cache";

/** HTML always carries the nonce; React Router's .data payloads carry the root loader's. */
function carriesNonce(response: Response) {
  const type = response.headers.get("content-type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script");
}

/** Split cached HTML at every occurrence of the render's nonce, to be joined with a fresh one. */
function splitAtNonce(html: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, from)) {
    parts.push(html.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(html.subarray(from));
  return parts;
}

function joinWithNonce(parts: Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const pieces: Buffer[] = [parts[0]];
  for (let i = 1; i < parts.length; i++) pieces.push(nonceBytes, parts[i]);
  return Buffer.concat(pieces);
}

/** A Buffer as a plain byte view (no copy), which web Requests take as a body. */
const bytesOf = (body: Buffer | undefined) =>
  body && new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);

/** Page form posts: the same limit as the API's bodies (app.ts), read whole before any action runs. */
export const PAGE_BODY_LIMIT = 64 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const FORM_TYPES_MESSAGE = "Send forms as application/x-www-form-urlencoded or multipart/form-data";

/**
 * Route actions read their bodies as forms (request.formData()), which throws on anything else.
 * Refuse those bodies here, with a 4xx, so no action can turn them into a 500: a non-form type is
 * 415, a form that does not parse (broken multipart, no boundary) is 400.
 */
async function formBodyProblem(request: FastifyRequest, origin: string) {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  const body = request.body as Buffer | undefined;
  const contentType = request.headers["content-type"];
  const mediaType = contentType?.split(";")[0].trim().toLowerCase();
  if (!mediaType || !FORM_TYPES.has(mediaType)) return { status: 415, message: FORM_TYPES_MESSAGE };
  try {
    await new Request(origin, {
      method: "POST",
      headers: { "content-type": contentType! },
      body: bytesOf(body),
    }).formData();
    return null;
  } catch {
    return { status: 400, message: "The form could not be read" };
  }
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  // Abort only when the client goes away before we answered. (The request's own "close" fires as
  // soon as a POST body has been read, which would abort every form post.)
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // The body was read (and size-checked) by the scope's parser; a no-body request has none.
  const body = request.body as Buffer | undefined;
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && body !== undefined;
  if (hasBody) headers.delete("transfer-encoding");
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: bytesOf(body) } : {}),
  });
}

function copyHeaders(response: Response, reply: FastifyReply) {
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
}

/** Shared-cacheable: the route said so (s-maxage) and nothing personal is being set. */
// Pages that read the session must not say s-maxage; app/lib/guards.server.ts sends no-store.
function isCacheable(request: FastifyRequest, response: Response) {
  if (request.method !== "GET" || response.status !== 200) return false;
  if (response.headers.has("set-cookie")) return false;
  return /\bs-maxage=\d+/.test(response.headers.get("cache-control") ?? "");
}

export async function registerReactRouter(
  app: FastifyInstance,
  options: {
    /** The build, or (in development) a function returning the build as the sources are now. */
    build: ServerBuild | (() => Promise<ServerBuild>);
    services: AppServices;
    baseUrl: string;
    mode: string;
    isProduction: boolean;
    /** Keep public pages in the in-process cache (default true; off in development). */
    cachePages?: boolean;
  },
) {
  // Every resource route declares its access, or the server does not start (decision 0054).
  if (typeof options.build !== "function") assertResourceRoutesDeclareAccess(options.build);
  const handle = createRequestHandler(options.build, options.mode);
  const { cache } = options.services;
  const cachePages = options.cachePages ?? true;
  const development = options.mode === "development";

  await app.register(async (scope) => {
    // Route actions read their own bodies (form posts): hand them the bytes, read whole up to the
    // limit (413 beyond it, as the API answers), whatever the content type says.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: PAGE_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    const siteOrigin = new URL(options.baseUrl).origin;
    scope.all("/*", async (request, reply) => {
      // The API's cross-site rule for page form posts too (docs/session-policy.md): a foreign
      // Origin, or a signed-in write saying neither Origin nor Sec-Fetch-Site, is refused here.
      // React Router checked only a foreign Origin, and logged its refusal as a server error.
      if (isForeignOrigin(request, siteOrigin) || isUnattributedCookieWrite(request, options.isProduction)) {
        return reply
          .code(403)
          .header("cache-control", "no-store")
          .type("text/plain; charset=utf-8")
          .send("Cross-site form posts are not allowed");
      }
      const problem = await formBodyProblem(request, options.baseUrl);
      if (problem) {
        return reply
          .code(problem.status)
          .header("cache-control", "no-store")
          .type("text/plain; charset=utf-8")
          .send(problem.message);
      }
      const nonce = newNonce();
      const cacheKey = pageCacheKey(request.url);
      if (cachePages && request.method === "GET") {
        const hit = cache.get(cacheKey);
        if (hit) {
          reply.code(hit.status).headers(hit.headers).header("x-cache", "HIT");
          if (hit.headers["content-type"]?.startsWith("text/html")) {
            reply.header("content-security-policy", pageContentSecurityPolicy(nonce));
          }
          return reply.send(hit.nonceSplit ? joinWithNonce(hit.nonceSplit, nonce) : hit.body);
        }
      }

      const generation = cache.currentGeneration();
      let session: Promise<AuthenticatedSession | null> | undefined;
      const getSession = () =>
        (session ??= options.services.sessions.authenticate(sessionTokenOf(request, options.isProduction)));
      // React Router's middleware (v8) hands loaders a RouterContextProvider; it carries our fields.
      const fields: AppLoadContext = {
        nonce,
        services: options.services,
        clientIp: request.ip,
        baseUrl: options.baseUrl,
        logError: (error, message) => request.log.error({ err: error, url: request.url }, message),
        auth: {
          getSession,
          getUser: (): Promise<SessionUser | null> => getSession().then((found) => found?.user ?? null),
        },
      };
      const context = Object.assign(new RouterContextProvider(), fields);
      const response = await handle(toWebRequest(request, reply, options.baseUrl), context);
      reply.code(response.status);
      copyHeaders(response, reply);
      const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      if (isHtml) reply.header("content-security-policy", pageContentSecurityPolicy(nonce, { development }));

      // A route's s-maxage says "the same for every visitor": we cache it here. A body with this
      // response's nonce must still not reach a shared cache (NONCE_CACHE_CONTROL); our entry
      // keeps the pieces between nonces and each hit gets a fresh one.
      if (cachePages && response.body && isCacheable(request, response)) {
        const body = Buffer.from(await response.arrayBuffer());
        const headers = Object.fromEntries(response.headers);
        delete headers["content-length"];
        // The nonce is 144 random bits, so it occurs only where the renderer put it.
        // Pages and their .data payloads (the root loader hands out the nonce) get the next nonce.
        const hasNonce = body.includes(nonce);
        if (hasNonce) {
          headers["cache-control"] = NONCE_CACHE_CONTROL;
          reply.header("cache-control", NONCE_CACHE_CONTROL);
        }
        const entry = hasNonce
          ? { status: 200, headers, body: Buffer.alloc(0), nonceSplit: splitAtNonce(body, nonce) }
          : { status: 200, headers, body };
        cache.set(cacheKey, entry, generation);
        reply.header("x-cache", "MISS");
        return reply.send(body);
      }
      // Streamed without being read (e.g. it sets a cookie): judged by its type.
      if (carriesNonce(response) && /\b(public|s-maxage=)/.test(response.headers.get("cache-control") ?? "")) {
        reply.header("cache-control", NONCE_CACHE_CONTROL);
      }
      if (!response.body) return reply.send();
      // A page is rendered whole (app/entry.server.tsx): one buffer, sent with a Content-Length.
      if (isHtml) return reply.send(Buffer.from(await response.arrayBuffer()));
      return reply.send(Readable.fromWeb(response.body as never));
    });
  });
}
