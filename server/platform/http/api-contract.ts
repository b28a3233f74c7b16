import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { errorBodySchema, type ContentAnswer, type Operation } from "#domain/api/contract.ts";
import { sessionCookieName } from "#server/platform/auth/cookies.ts";
import type { Access } from "#server/platform/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { newNonce } from "#server/platform/http/security-headers.ts";
import { referencePage } from "./api-reference-page.ts";

export const OPENAPI_PATH = "/api/openapi.json";
export const REFERENCE_PATH = "/api/reference";

const isSchema = (answer: z.ZodMiniType | ContentAnswer | undefined): answer is z.ZodMiniType =>
  answer instanceof z.core.$ZodType;

function accessText(access: Access) {
  if (access === "public") return "Access: public.";
  if (access === "signed-in") return "Access: any signed-in user (session cookie).";
  return `Access: signed in as ${access.join(" or ")} (session cookie).`;
}

/**
 * The API's contract (decision 0052): every route declares its operation (`schema:`, from
 * domain/api/), or the server does not start; the document is published at /api/openapi.json and
 * read as a page at /api/reference. With `validateResponses` (the tests), every 2xx JSON answer
 * is checked against its schema, so every API test is also a contract test.
 */
export async function registerApiContract(api: FastifyInstance, options: { validateResponses: boolean }) {
  // The handlers parse their input with these same domain schemas (their messages, fieldErrors and
  // 404s are the API's); the declared request schemas publish them, they do not validate twice.
  api.setValidatorCompiler(() => (value) => ({ value }));
  // Answers are serialized as before: the response schema neither strips a field nor costs time.
  api.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await api.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "EdFutures API",
        version: "1.0.0",
        description:
          "The JSON API behind the EdFutures site and portals. Writes send JSON (uploads multipart/form-data) " +
          "with an Origin header naming the site. Every failure answers { error: { code, message, fieldErrors? } }.",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: sessionCookieName(true),
            description: `The session cookie set by POST /api/login (${sessionCookieName(false)} outside production). Its scopes name the roles an operation admits.`,
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (domain/api/) are published once, as components, and referenced.
    transformObject: jsonSchemaTransformObject,
  });

  api.addHook("onRoute", (route: RouteOptions) => {
    if (route.url.endsWith("/*")) {
      route.schema = { ...route.schema, hide: true };
      return;
    }
    const operation = route.schema as Operation | undefined;
    const statuses = Object.keys(operation?.response ?? {});
    if (!operation || !statuses.some((status) => status.startsWith("2"))) {
      throw new Error(`API route ${String(route.method)} ${route.url} declares no answer schema (schema.response)`);
    }
    const access = (route.config as { access?: Access } | undefined)?.access ?? "public";
    route.schema = {
      ...operation,
      description: [accessText(access), operation.description].filter(Boolean).join(" "),
      security: access === "public" ? [] : [{ session: access === "signed-in" ? [] : [...access] }],
      response: { ...operation.response, "4XX": errorBodySchema, "5XX": errorBodySchema },
    };
  });

  let document: string | undefined;
  const published = () => (document ??= JSON.stringify(api.swagger()));
  api.get(
    "/openapi.json",
    {
      config: { access: "public" },
      schema: {
        operationId: "getOpenApiDocument",
        summary: "This document: the API's OpenAPI 3.1 contract",
        tags: ["Contract"],
        response: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }) },
      } satisfies Operation,
    },
    async (_request, reply) =>
      reply.header("cache-control", "public, max-age=300").type("application/json; charset=utf-8").send(published()),
  );
  api.get(
    "/reference",
    {
      config: { access: "public" },
      schema: {
        operationId: "getApiReference",
        summary: "The API reference as a page, made from this document",
        tags: ["Contract"],
        response: { 200: { description: "HTML page", content: { "text/html": { schema: z.string() } } } },
      } satisfies Operation,
    },
    async (_request, reply) => {
      // No script at all; the page's one style element carries this response's nonce.
      const nonce = newNonce();
      return reply
        .header(
          "content-security-policy",
          `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        )
        .type("text/html; charset=utf-8")
        .send(referencePage(JSON.parse(published()), nonce));
    },
  );

  if (options.validateResponses) {
    api.addHook("onSend", async (request, reply, payload) => {
      const status = reply.statusCode;
      if (status < 200 || status >= 300 || request.routeOptions.url?.endsWith("/*")) return payload;
      if (status === 204) return payload;
      const answer = (request.routeOptions.schema as Operation | undefined)?.response?.[status];
      if (!answer) throw contractBroken(request, `answered ${status}, which its contract does not declare`);
      if (!isSchema(answer) || reply.getHeader("content-encoding")) return payload;
      const text = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : null;
      if (text === null) throw contractBroken(request, "answered a stream where its contract declares JSON");
      const sent: unknown = JSON.parse(text);
      const result = z.safeParse(answer, sent);
      if (!result.success) throw contractBroken(request, z.prettifyError(result.error));
      // The published schemas allow no other fields (additionalProperties: false): nor does the check.
      const extra = extraFields(sent, result.data, "");
      if (extra.length) throw contractBroken(request, `fields its schema does not declare: ${extra.join(", ")}`);
      return payload;
    });
  }
}

function contractBroken(request: FastifyRequest, why: string) {
  const message = `${request.method} ${request.routeOptions.url} breaks its contract: ${why}`;
  console.error(message);
  return new AppError("INTERNAL", message);
}

/** Paths of the fields `sent` has and the parsed `kept` (objects stripped to their schema) lacks. */
function extraFields(sent: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => extraFields(item, kept[index], `${path}[${index}]`));
  }
  if (!sent || !kept || typeof sent !== "object" || typeof kept !== "object") return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in kept
      ? extraFields(value, (kept as Record<string, unknown>)[key], path ? `${path}.${key}` : key)
      : [path ? `${path}.${key}` : key],
  );
}
