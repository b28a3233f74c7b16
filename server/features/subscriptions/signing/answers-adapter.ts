// The subscription's answers as titled sections of label/value rows, for the PDF and the sign page.
// Contract (docs/decisions/0065-offerings-and-subscriptions.md): the subscribe slice's
// describeAnswers (domain/subscription-answers.ts) replaces this generic reading when merged; until
// then the JSON is shown as it is, keys humanised, sealed numbers (decision 0062) only as a mask.

export interface AnswerRow {
  /** "section.field". */
  field: string;
  label: string;
  value: string;
}
export interface AnswerSection {
  section: string;
  title: string;
  rows: AnswerRow[];
}

/** "legalName" → "Legal name"; "w8_ben" → "W8 ben". */
export function humanise(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A sealed field (field-encryption.ts writes "v1:…"): never shown, only its last four. */
const isSealed = (value: unknown): value is string => typeof value === "string" && value.startsWith("v1:");

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return Number.isFinite(value) ? value.toLocaleString("en-US") : String(value);
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== "object" || item === null)) return value.map(valueText).join(", ");
    return value.map((item, i) => `${i + 1}. ${objectText(item)}`).join("\n");
  }
  return objectText(value);
}

const objectText = (value: unknown): string =>
  typeof value === "object" && value !== null
    ? Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !key.endsWith("Last4"))
        .map(([key, inner]) => `${humanise(key)}: ${masked(value as Record<string, unknown>, key, inner)}`)
        .join("; ")
    : valueText(value);

function masked(fields: Record<string, unknown>, key: string, value: unknown): string {
  if (!isSealed(value)) return valueText(value);
  const last4 = fields[`${key}Last4`];
  return typeof last4 === "string" && last4 ? `•••• ${last4}` : "•••• (sealed)";
}

/** Every section of the answers, in the order saved, with its fields as rows. */
export function describeAnswersGeneric(answers: Record<string, unknown>): AnswerSection[] {
  return Object.entries(answers).flatMap(([section, fields]) => {
    if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
      return [
        {
          section,
          title: humanise(section),
          rows: [{ field: section, label: humanise(section), value: valueText(fields) }],
        },
      ];
    }
    const entries = Object.entries(fields as Record<string, unknown>).filter(([key]) => !key.endsWith("Last4"));
    return [
      {
        section,
        title: humanise(section),
        rows: entries.map(([key, value]) => ({
          field: `${section}.${key}`,
          label: humanise(key),
          value: masked(fields as Record<string, unknown>, key, value),
        })),
      },
    ];
  });
}
