// Over 300 lines: the save and completeness schemas of every field type and their one description belong together.
// The questionnaire's answers (issue 25 §3, decision 0065): the Zod schemas of a section's save
// (partial: what is given must be well formed) and of its completeness (everything required), and
// describeAnswers for the PDF and the staff pages. The questions themselves: subscription-questions.ts.
import * as z from "zod/mini";
import { isAbaRoutingNumber } from "./entity-tax-bank.ts";
import { COUNTRY_CODES, countryName } from "./countries.ts";
import { ACCREDITATION_METHOD_LABELS, type AccreditationMethod } from "./subscriptions.ts";
import { text } from "./fields.ts";
import {
  fieldsOf,
  SECTION_TITLES,
  sectionsFor,
  type AnswerContext,
  type Answers,
  type Field,
  type SectionKey,
} from "./subscription-questions.ts";

/** The largest owners list: at most four people can each own 25% or more. */
export const MAX_OWNERS = 4;
export const COMMITMENT_STEP_DOLLARS = 1000;
/** The masked display of a sealed value: bullets and its last 4. */
export const maskOf = (last4: unknown) => (typeof last4 === "string" && last4 ? `••••${last4}` : "");
export const SEALED_PREFIX = "v1:";
export const isSealed = (value: unknown) => typeof value === "string" && value.startsWith(SEALED_PREFIX);

// Typed as `NonNullable<unknown> | undefined` (not unknown), so a schema can follow it in a pipe.
type Something = NonNullable<unknown>;
const blankToUndefined = (value: unknown): Something | undefined =>
  value === "" || value === null || (typeof value === "string" && value.trim() === "")
    ? undefined
    : (value as Something);
/** A field that may be left out (or blank) while the investor goes. */
type AfterBlank = z.core.$ZodType<unknown, Something | undefined>;
const maybe = (schema: z.core.$ZodType): z.core.$ZodType =>
  z.optional(z.pipe(z.transform(blankToUndefined), z.optional(schema) as AfterBlank));

const str = (field: Field) =>
  text(field.label, { error: `${field.label} must be text` }).check(
    z.trim(),
    z.minLength(1, `${field.label} is required`),
    z.maxLength(field.max ?? 200, `${field.label} must be at most ${field.max ?? 200} characters`),
  );
const isoDate = (field: Field) => z.iso.date({ error: `${field.label} must be a date (YYYY-MM-DD)` });
const oneOf = (field: Field, values: readonly string[]) =>
  z
    .string({ error: `${field.label} is required` })
    .check(z.refine((v) => values.includes(v), `${field.label} must be one of the choices`));
const country = (field: Field) => oneOf(field, COUNTRY_CODES);
const normalizeId = (v: string) => v.replace(/[\s-]/g, "").toUpperCase();
const sealedPlain = (field: Field) =>
  z.pipe(
    z.pipe(text(field.label), z.transform(normalizeId)),
    z.string().check(z.refine((v) => field.pattern!.test(v), `${field.label} ${field.patternMessage}`)),
  );
const routing = (field: Field) =>
  z.pipe(
    z.pipe(text(field.label), z.transform(normalizeId)),
    z
      .string()
      .check(
        z.regex(/^\d{9}$/, `${field.label} must be 9 digits`),
        z.refine(isAbaRoutingNumber, `${field.label} is not a valid ABA routing number (check the digits)`),
      ),
  );
const ownerSchema = z.object({
  name: str({ key: "name", label: "Owner's name", type: "text" }),
  country: country({ key: "country", label: "Owner's country", type: "country" }),
  percent: z
    .number({ error: "Ownership must be a number" })
    .check(
      z.gte(25, "Ownership must be at least 25% (list only owners of 25% or more)"),
      z.lte(100, "Ownership must be at most 100%"),
    ),
});
const owners = (field: Field) =>
  z.array(ownerSchema, { error: `${field.label} must be a list` }).check(
    z.maxLength(MAX_OWNERS, `${field.label}: at most ${MAX_OWNERS} (each holds 25% or more)`),
    z.refine((list) => list.reduce((sum, o) => sum + o.percent, 0) <= 100, "Ownership adds up to more than 100%"),
  );
const dollars = (field: Field) =>
  z
    .number({ error: `${field.label} must be a number` })
    .check(
      z.refine(Number.isSafeInteger, `${field.label} must be whole dollars`),
      z.gte(1, `${field.label} must be more than 0`),
    );

/** One field while saving: left out or blank is fine, anything given must be well formed. */
function saveFieldSchema(field: Field): z.core.$ZodType {
  switch (field.type) {
    case "text":
      return maybe(str(field));
    case "date":
      return maybe(isoDate(field));
    case "country":
      return maybe(country(field));
    case "select":
      return maybe(
        oneOf(
          field,
          field.options!.map((o) => o.value),
        ),
      );
    case "checkbox":
      return z.optional(z.boolean({ error: `${field.label} must be true or false` }));
    case "checkboxes":
      return z.optional(
        z.array(
          oneOf(
            field,
            field.options!.map((o) => o.value),
          ),
          { error: `${field.label} must be a list` },
        ),
      );
    case "dollars":
      return maybe(dollars(field));
    case "sealed":
      return maybe(sealedPlain(field));
    case "routing":
      return maybe(routing(field));
    case "owners":
      return z.optional(owners(field));
    case "person":
      return z.optional(
        z.object({
          name: maybe(str({ ...field, label: "Control person's name" })),
          title: maybe(str({ ...field, label: "Control person's title" })),
        }),
      );
  }
}

/** The body of one section's save: only its fields, each optional (unknown keys are refused). */
export function sectionSaveSchema(section: SectionKey, context: AnswerContext, answers: Answers) {
  const shape = Object.fromEntries(fieldsOf(section, context, answers).map((f) => [f.key, saveFieldSchema(f)]));
  return z.strictObject(shape, { error: "Unknown field" });
}

/** One field as stored, for completeness: present (sealed ones as sealed) and, for some, within rules. */
function completeFieldSchema(field: Field, context: AnswerContext): z.core.$ZodType {
  const required = field.required !== false;
  switch (field.type) {
    case "checkbox":
      return required ? z.literal(true, { error: `Tick "${field.label}"` }) : z.optional(z.boolean());
    case "checkboxes":
      return z
        .array(z.string(), { error: `Choose at least one: ${field.label}` })
        .check(z.minLength(1, `Choose at least one: ${field.label}`));
    case "dollars": {
      const minimum = context.minimumCommitmentCents / 100;
      return z.number({ error: `${field.label} is required` }).check(
        z.gte(minimum, `${field.label} must be at least the offering's minimum of $${minimum.toLocaleString("en-US")}`),
        z.refine((v) => v % COMMITMENT_STEP_DOLLARS === 0, `${field.label} must be in steps of $1,000`),
      );
    }
    case "sealed":
      return z.string({ error: `${field.label} is required` }).check(z.refine(isSealed, `${field.label} is required`));
    case "owners":
      return z.optional(owners(field));
    case "person":
      return z.object(
        {
          name: str({ ...field, label: "Control person's name" }),
          title: str({ ...field, label: "Control person's title" }),
        },
        { error: "Control person's name and title are required" },
      );
    default: {
      if (!required) return saveFieldSchema(field);
      const missing = `${field.label} is required`;
      const inner =
        field.type === "text"
          ? str(field)
          : field.type === "date"
            ? isoDate(field)
            : field.type === "country"
              ? country(field)
              : field.type === "select"
                ? oneOf(
                    field,
                    field.options!.map((o) => o.value),
                  )
                : routing(field);
      return z.pipe(
        z.transform(blankToUndefined),
        z.pipe(
          z.custom<unknown>((v) => v !== undefined, { error: missing }),
          inner as z.core.$ZodType,
        ) as AfterBlank,
      );
    }
  }
}

/** A stored section as complete: every required field, the commitment within the offering's rules. */
export function sectionCompleteSchema(section: SectionKey, context: AnswerContext, answers: Answers) {
  const shape = Object.fromEntries(
    fieldsOf(section, context, answers).map((f) => [f.key, completeFieldSchema(f, context)]),
  );
  return z.looseObject(shape);
}

/** What the accreditation section needs beyond the answers: a submission, or a standing verification. */
export interface AccreditationState {
  /** The entity holds a verified, unexpired accreditation: the section is skipped. */
  verified: boolean;
  /** This subscription's latest submission (pending or verified), if any. */
  submittedMethod: AccreditationMethod | null;
}

export interface Problem {
  section: SectionKey;
  /** "section.field" (as staff comments name answers). */
  field: string;
  message: string;
}

/** Everything still missing or wrong, by section, in the questionnaire's order. */
export function problemsOf(answers: Answers, context: AnswerContext, accreditation: AccreditationState): Problem[] {
  const problems: Problem[] = [];
  for (const section of sectionsFor(context)) {
    if (section === "accreditation") {
      if (!accreditation.verified && !accreditation.submittedMethod)
        problems.push({ section, field: "accreditation.method", message: "Submit how the investor is accredited" });
      continue;
    }
    const result = sectionCompleteSchema(section, context, answers).safeParse(answers[section] ?? {});
    if (result.success) continue;
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = `${section}.${String(issue.path[0] ?? "")}`;
      if (seen.has(field)) continue;
      seen.add(field);
      problems.push({ section, field, message: issue.message });
    }
  }
  return problems;
}

export type DescribedSection = {
  section: string;
  title: string;
  rows: Array<{ field: string; label: string; value: string }>;
};

function display(field: Field, section: Record<string, unknown>): string {
  const value = section[field.key];
  switch (field.type) {
    case "sealed":
      return maskOf(section[`${field.key}Last4`]);
    case "country":
      return typeof value === "string" ? countryName(value) : "";
    case "select":
      return field.options!.find((o) => o.value === value)?.label ?? "";
    case "checkbox":
      return value === true ? "Yes" : "No";
    case "checkboxes":
      return Array.isArray(value)
        ? value.map((v) => field.options!.find((o) => o.value === v)?.label ?? String(v)).join("; ")
        : "";
    case "dollars":
      return typeof value === "number" ? `$${value.toLocaleString("en-US")}` : "";
    case "owners":
      return Array.isArray(value) && value.length
        ? (value as Array<{ name: string; country: string; percent: number }>)
            .map((o) => `${o.name} (${countryName(o.country)}), ${o.percent}%`)
            .join("; ")
        : "None";
    case "person": {
      const p = (value ?? {}) as { name?: string; title?: string };
      return [p.name, p.title].filter(Boolean).join(", ");
    }
    default:
      return typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
  }
}

/**
 * The answers as labels and display values (sealed fields masked), section by section: for the
 * subscription PDF and the staff pages (contracts of decision 0065).
 */
export function describeAnswers(answers: Answers, context: AnswerContext): DescribedSection[] {
  return sectionsFor(context).map((section) => {
    const stored = (answers[section] ?? {}) as Record<string, unknown>;
    if (section === "accreditation") {
      const method = stored.method as AccreditationMethod | undefined;
      const rows = method
        ? [{ field: "accreditation.method", label: "Method", value: ACCREDITATION_METHOD_LABELS[method] ?? method }]
        : [];
      if (typeof stored.letterDate === "string")
        rows.push({ field: "accreditation.letterDate", label: "Letter date", value: stored.letterDate });
      return { section, title: SECTION_TITLES[section], rows };
    }
    const rows = fieldsOf(section, context, answers).map((field) => ({
      field: `${section}.${field.key}`,
      label: field.label,
      value: display(field, stored),
    }));
    return { section, title: SECTION_TITLES[section], rows };
  });
}
