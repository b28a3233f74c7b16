// The API's published contract (decision 0052): what each /api operation takes and answers, as Zod
// schemas. The server declares them on its routes, publishes them as OpenAPI 3 and, in the tests,
// checks every JSON answer against them; the browser client takes its answer types from them.
import * as z from "zod/mini";
import { ERROR_CODES } from "#domain/errors.ts";
import { SORT_DIRECTIONS } from "#domain/paging.ts";

type Schema = z.ZodMiniType;

/** A file or other non-JSON answer: its content types instead of a JSON schema. */
export interface ContentAnswer {
  description: string;
  content: Record<string, { schema: Schema }>;
}

/** One operation of the API, as declared on its route (`schema:`) and published. */
export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Request content types when not JSON only (uploads). */
  consumes?: string[];
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  /** Each success status with its JSON schema or its content types; errors are added for every route. */
  response: Record<number, Schema | ContentAnswer>;
}

/** The one error shape every /api failure answers. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
    }),
  })
  .register(z.globalRegistry, { id: "Error" });

/** Bytes of a file, as OpenAPI names them. */
export const binary = z.string().register(z.globalRegistry, { format: "binary" });

/** A file answer of the given content types. */
export const fileAnswer = (description: string, ...types: string[]): ContentAnswer => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: binary }])),
});

/** 204: done, nothing to answer (no body: OpenAPI's answer without content). */
export const noContent = z.null().register(z.globalRegistry, { description: "Done; no content" });

/** A 303 redirect (its Location header says where; no body). */
export const seeOther = z.null().register(z.globalRegistry, { description: "See the Location header" });

/** A database id in a path (`:id`): a whole number from 1; anything else answers 404. */
export const idString = z.string().check(z.regex(/^[1-9]\d{0,9}$/));
export const idParams = z.object({ id: idString });

/** A message for the person who asked. */
export const messageSchema = z.object({ message: z.string() });

/** ISO timestamps and days, as the API sends them. */
export const isoString = z.string();
export const nullableString = z.nullable(z.string());

/** One page of a server-paged list (decision 0037). */
export function pageOf<S extends Schema>(item: S) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    totalIsLowerBound: z.optional(z.literal(true)),
    limit: z.number(),
    sort: z.string(),
    dir: z.enum(SORT_DIRECTIONS),
    next: nullableString,
    previous: nullableString,
  });
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schema, checked at compile time to describe exactly the domain type T (the type the services
 * answer with): a field added to one and not the other is a type error.
 */
export const describing =
  <T>() =>
  <S extends Schema>(schema: S & (Same<z.output<S>, T> extends true ? unknown : { mismatchWith: T })): S =>
    schema;

/** An operation, typed so that each one's answer schema stays known to the client. */
export const operation = <const O extends Operation>(op: O): O => op;

type Success = 200 | 201 | 202 | 204;

/** The JSON body of an operation that declares none, sent as `{}` by the callers that post one. */
export type NoBody = Record<string, never>;

/**
 * What an operation takes as its JSON body: the input of its body schema (what the handler parses),
 * or `NoBody` when it declares none. The browser client takes its request types from it.
 */
export type BodyOf<O extends Operation> = O extends { body: infer B extends z.ZodMiniType } ? z.input<B> : NoBody;

/**
 * What an operation answers when it succeeds: the output of its 2xx schemas (a union when it has
 * several; undefined for 204). The browser client's helpers take their types from it.
 */
export type AnswerOf<O extends Operation> = Operation extends O ? unknown : SuccessAnswer<O>;
type SuccessAnswer<O extends Operation> = {
  [S in Extract<keyof O["response"], Success>]: S extends 204
    ? undefined
    : O["response"][S] extends z.ZodMiniType
      ? z.output<O["response"][S]>
      : never;
}[Extract<keyof O["response"], Success>];
