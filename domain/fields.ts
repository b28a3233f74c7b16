// Field builders shared by the staff forms' schemas (zod/mini, so they are cheap in the browser).
//
// Conventions of every staff create/update body:
// - required fields must be present (PUT sends them too);
// - an optional field that is omitted stays as it is on update (and takes the stored default on
//   create); sending null or "" clears it.
import * as z from "zod/mini";

/** "X is required" when missing, "X must be <kind>" when of the wrong type. */
const typeError = (label: string, kind: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be ${kind}`;

// Control characters no text field may hold: C0 except tab, line feed and carriage return; DEL;
// and the non-characters U+FFFE and U+FFFF. PostgreSQL refuses NUL in text (a 500 otherwise), and
// XML (the RSS feed) cannot carry any of them. Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/;
export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/**
 * The base of every text field in domain/: a string without control characters (a 400 naming the
 * field otherwise). Build text fields from this (or the builders below), never from z.string().
 */
export const text = (label: string, params: Parameters<typeof z.string>[0] = { error: `${label} must be text` }) =>
  z
    .string(params)
    .check(z.refine((value) => !CONTROL_CHARACTERS.test(value), `${label} must not contain control characters`));

export const requiredText = (label: string, max: number) =>
  text(label, { error: typeError(label, "text") }).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );

/** Optional text: omitted stays undefined; null, "" or blanks become null (cleared). */
export const optionalText = (label: string, max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        text(label).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
        z.transform((v) => (v === "" ? null : v)),
      ),
    ),
  );

export const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be one of: ${values.join(", ")}`,
  });

export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.union([z.literal(""), requiredEnum(values, label)], {
          error: `${label} must be one of: ${values.join(", ")}`,
        }),
        z.transform((v): T[number] | null => (v === "" ? null : v)),
      ),
    ),
  );

/** A number with at most `decimals` decimal places within [min, max]. */
export const decimalNumber = (label: string, options: { min: number; max: number; decimals: number }) =>
  z.number({ error: typeError(label, "a number") }).check(
    z.gte(options.min, `${label} must be at least ${options.min}`),
    z.lte(options.max, `${label} must be at most ${options.max}`),
    z.refine(
      (v) => Number(v.toFixed(options.decimals)) === v,
      `${label} can have at most ${options.decimals} decimal places`,
    ),
  );

export const optionalBoolean = (label: string) => z.optional(z.boolean({ error: `${label} must be true or false` }));

/** A calendar date as YYYY-MM-DD. */
export const optionalDate = (label: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.union([z.literal(""), z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` })], {
          error: `${label} must be a date (YYYY-MM-DD)`,
        }),
        z.transform((v) => (v === "" ? null : v)),
      ),
    ),
  );

/** A list of short texts: trimmed, blanks dropped, duplicates removed. */
export const textList = (label: string, options: { maxItems: number; maxLength: number }) =>
  z.pipe(
    z
      .array(
        text(label, { error: `${label} must be a list of texts` }).check(
          z.trim(),
          z.maxLength(options.maxLength, `Each of ${label} must be at most ${options.maxLength} characters`),
        ),
        { error: `${label} must be a list of texts` },
      )
      .check(z.maxLength(options.maxItems, `${label} can have at most ${options.maxItems} entries`)),
    z.transform((items) => [...new Set(items.filter((item) => item !== ""))]),
  );

/**
 * A link the site may render as href/src: an absolute http(s) URL, or a path on this site ("/...").
 * Never javascript:, data: or a protocol-relative "//host" (nor "/\host", which browsers read so).
 */
export function isSafeLink(value: string) {
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

export const safeLink = (label: string, max = 500) =>
  requiredText(label, max).check(
    z.refine(isSafeLink, `${label} must be an http(s) URL or a path on this site starting with /`),
  );
