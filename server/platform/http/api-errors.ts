import type { FastifyError, FastifyInstance } from "fastify";
import { AppError } from "#server/platform/errors.ts";

/** Fastify's own failures (body parsing, limits) as the API's error shape, never a 5xx. */
function fromFastifyError(error: FastifyError): AppError | null {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new AppError("PAYLOAD_TOO_LARGE", "The request body is too large");
    // @fastify/multipart's limits (server/platform/http/uploads.ts).
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError("PAYLOAD_TOO_LARGE", "A file is larger than 20 MB");
    case "FST_FILES_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new AppError("PAYLOAD_TOO_LARGE", "The upload has too many files or fields");
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the upload as multipart/form-data");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new AppError("VALIDATION", "The request body is empty; send a JSON object");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new AppError("VALIDATION", "The Content-Length header does not match the body");
  }
  if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
    return new AppError("VALIDATION", "The request body is not valid JSON");
  }
  if (error.validation) return new AppError("VALIDATION", error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode === 404 ? "NOT_FOUND" : "VALIDATION", error.message);
  }
  return null;
}

export function registerApiErrors(api: FastifyInstance) {
  api.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : fromFastifyError(error);
    if (!appError) {
      request.log.error({ err: error, url: request.url }, "unhandled API error");
      const internal = new AppError("INTERNAL", "Something went wrong on our side. Please try again.");
      return reply.code(500).send(internal.toBody());
    }
    if (appError.retryAfterSeconds) reply.header("retry-after", String(appError.retryAfterSeconds));
    return reply.code(appError.status).send(appError.toBody());
  });
}

const notFound = (method: string, url: string) =>
  new AppError("NOT_FOUND", `No API endpoint ${method} ${url.split("?")[0]}`);

/**
 * Unknown /api paths answer JSON. A catch-all route is needed (not only a not-found handler)
 * because the page handler's own catch-all would otherwise answer them with HTML.
 */
export function registerApiNotFound(api: FastifyInstance) {
  api.setNotFoundHandler((request, reply) => reply.code(404).send(notFound(request.method, request.url).toBody()));
  api.all("/*", { config: { access: "public" } }, async (request) => {
    throw notFound(request.method, request.url);
  });
}
