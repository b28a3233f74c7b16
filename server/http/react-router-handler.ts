import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { AppServices } from "../services/registry.ts";
import { newNonce, pageContentSecurityPolicy } from "./security-headers.ts";
import type { SessionUser } from "../../domain/auth.ts";
import { sessionTokenOf } from "../auth/guard.ts";

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
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
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
  options: { build: ServerBuild; services: AppServices; baseUrl: string; mode: string; isProduction: boolean },
) {
  const handle = createRequestHandler(options.build, options.mode);
  const { cache } = options.services;

  await app.register(async (scope) => {
    // Route actions read their own bodies (form posts): pass the raw stream through untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    scope.all("/*", async (request, reply) => {
      const nonce = newNonce();
      const cacheKey = request.url;
      if (request.method === "GET") {
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
      let user: Promise<SessionUser | null> | undefined;
      const context: AppLoadContext = {
        nonce,
        services: options.services,
        clientIp: request.ip,
        baseUrl: options.baseUrl,
        auth: {
          getUser: () =>
            (user ??= options.services.sessions
              .authenticate(sessionTokenOf(request, options.isProduction))
              .then((session) => session?.user ?? null)),
        },
      };
      const response = await handle(toWebRequest(request, reply, options.baseUrl), context);
      reply.code(response.status);
      copyHeaders(response, reply);
      const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      if (isHtml) reply.header("content-security-policy", pageContentSecurityPolicy(nonce));

      if (response.body && isCacheable(request, response)) {
        const html = Buffer.from(await response.arrayBuffer());
        const headers = Object.fromEntries(response.headers);
        delete headers["content-length"];
        // The nonce is 144 random bits, so it occurs only where the renderer put it.
        // Pages and their .data payloads (the root loader hands out the nonce) get the next nonce.
        const entry = html.includes(nonce)
          ? { status: 200, headers, body: Buffer.alloc(0), nonceSplit: splitAtNonce(html, nonce) }
          : { status: 200, headers, body: html };
        cache.set(cacheKey, entry, generation);
        reply.header("x-cache", "MISS");
        return reply.send(html);
      }
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as never));
    });
  });
}
