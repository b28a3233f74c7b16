// The answers as staff read them, until domain/subscription-answers.ts's describeAnswers (the
// subscribe slice's, contracts.md) is merged: each section and field key humanised, lists and
// objects written out, and sealed numbers (decision 0062, "v1:" strings) shown only by their
// `…Last4` sibling. The merge replaces the body of describeAnswersForStaff with describeAnswers.

export interface AnswerSection {
  section: string;
  title: string;
  rows: Array<{ field: string; label: string; value: string }>;
}

/** "controlPerson" → "Control person", "tax_id" → "Tax id". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isSealed = (value: unknown) => typeof value === "string" && value.startsWith("v1:");

function written(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "string") return isSealed(value) ? "Sealed" : value;
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(written).join("; ");
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => !isSealed(v))
      .map(([k, v]) => `${humanise(k)}: ${written(v)}`)
      .join(", ");
  }
  return String(value);
}

// jsonb keeps no key order: the questionnaire's sections (issue 25 §3) in its order, others after.
const SECTION_ORDER = [
  "identity",
  "address",
  "owners",
  "tax",
  "investorStatus",
  "bank",
  "commitment",
  "representations",
];
const rank = (key: string) => {
  const i = SECTION_ORDER.indexOf(key);
  return i === -1 ? SECTION_ORDER.length : i;
};

/** The answers by section, in the questionnaire's order, for the staff page. */
export function describeAnswersForStaff(answers: Record<string, unknown>): AnswerSection[] {
  return Object.entries(answers)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .filter(([, fields]) => fields !== null && typeof fields === "object" && !Array.isArray(fields))
    .map(([section, fields]) => {
      const entries = Object.entries(fields as Record<string, unknown>);
      const keys = new Set(entries.map(([k]) => k));
      const rows = entries
        // A sealed number is shown by its mask (the …Last4 row), never itself.
        .filter(([key, value]) => !(isSealed(value) && keys.has(`${key}Last4`)))
        .map(([key, value]) => {
          const masked = key.endsWith("Last4") && typeof value === "string";
          const base = masked ? key.slice(0, -"Last4".length) : key;
          return {
            field: `${section}.${base}`,
            label: humanise(base),
            value: masked ? `•••• ${value}` : written(value),
          };
        });
      return { section, title: humanise(section), rows };
    });
}
