import { countryName } from "#domain/countries.ts";
import { MAX_OWNERS, maskOf } from "#domain/subscription-answers.ts";
import { COUNTRY_OPTIONS, type Field } from "#domain/subscription-questions.ts";

// One question of the questionnaire, uncontrolled (defaultValue): what is typed before the page
// hydrates stays in the field, and the form posts as it is without JavaScript (decision 0048).

const input = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900";
const labelClass = "block text-sm font-semibold text-slate-800";

function Countries({ id, name, value, label }: { id: string; name: string; value: unknown; label: string }) {
  return (
    <select
      id={id}
      name={name}
      defaultValue={typeof value === "string" ? value : ""}
      className={input}
      aria-label={label}
    >
      <option value="">Choose a country</option>
      {COUNTRY_OPTIONS.map((code) => (
        <option key={code} value={code}>
          {countryName(code)}
        </option>
      ))}
    </select>
  );
}

function Errors({ id, errors, comments }: { id: string; errors?: string[]; comments?: string[] }) {
  return (
    <>
      {comments?.map((c) => (
        <p key={c} className="mt-1 rounded bg-gold-50 px-2 py-1 text-sm text-brand-900">
          <strong>The firm asks:</strong> {c}
        </p>
      ))}
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
    </>
  );
}

export function QuestionField({
  field,
  section,
  value,
  errors,
  comments,
}: {
  field: Field;
  section: Record<string, unknown>;
  value: unknown;
  errors?: string[];
  comments?: string[];
}) {
  const id = `q-${field.key}`;
  const described = errors?.length ? `${id}-error` : undefined;
  const optional = field.required === false ? " (optional)" : "";
  switch (field.type) {
    case "checkbox":
      return (
        <div>
          <label className="flex items-start gap-3 text-slate-800">
            <input type="checkbox" name={field.key} defaultChecked={value === true} className="mt-1 h-5 w-5 shrink-0" />
            <span>{field.label}</span>
          </label>
          <Errors id={id} errors={errors} comments={comments} />
        </div>
      );
    case "checkboxes":
      return (
        <fieldset>
          <legend className={labelClass}>{field.label}</legend>
          <div className="mt-2 grid gap-2">
            {field.options!.map((o) => (
              <label key={o.value} className="flex items-start gap-3 text-slate-800">
                <input
                  type="checkbox"
                  name={field.key}
                  value={o.value}
                  defaultChecked={Array.isArray(value) && value.includes(o.value)}
                  className="mt-1 h-5 w-5 shrink-0"
                />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
          <Errors id={id} errors={errors} comments={comments} />
        </fieldset>
      );
    case "owners": {
      const owners = (Array.isArray(value) ? value : []) as Array<{ name: string; country: string; percent: number }>;
      return (
        <fieldset>
          <legend className={labelClass}>{field.label}</legend>
          <p className="text-sm text-slate-600">{field.hint} Leave the rows you do not need empty.</p>
          {Array.from({ length: MAX_OWNERS }, (_, i) => (
            <div key={i} className="mt-3 grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-3">
              <label className="text-sm">
                <span className={labelClass}>Owner {i + 1}: name</span>
                <input name={`owners.${i}.name`} defaultValue={owners[i]?.name ?? ""} className={input} />
              </label>
              <div className="text-sm">
                <label className={labelClass} htmlFor={`owner-${i}-country`}>
                  Owner {i + 1}: country
                </label>
                <Countries
                  id={`owner-${i}-country`}
                  name={`owners.${i}.country`}
                  value={owners[i]?.country}
                  label={`Owner ${i + 1}: country`}
                />
              </div>
              <label className="text-sm">
                <span className={labelClass}>Owner {i + 1}: ownership %</span>
                <input
                  name={`owners.${i}.percent`}
                  inputMode="decimal"
                  defaultValue={owners[i]?.percent ?? ""}
                  className={input}
                />
              </label>
            </div>
          ))}
          <Errors id={id} errors={errors} comments={comments} />
        </fieldset>
      );
    }
    case "person": {
      const person = (value ?? {}) as { name?: string; title?: string };
      return (
        <fieldset>
          <legend className={labelClass}>{field.label}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <label className="text-sm">
              <span className={labelClass}>Control person's name</span>
              <input name={`${field.key}.name`} defaultValue={person.name ?? ""} className={input} />
            </label>
            <label className="text-sm">
              <span className={labelClass}>Control person's title</span>
              <input name={`${field.key}.title`} defaultValue={person.title ?? ""} className={input} />
            </label>
          </div>
          <Errors id={id} errors={errors} comments={comments} />
        </fieldset>
      );
    }
    default: {
      const mask = field.type === "sealed" ? maskOf(section[`${field.key}Last4`]) : "";
      return (
        <div>
          <label htmlFor={id} className={labelClass}>
            {field.label}
            {optional}
          </label>
          {mask ? <p className="text-sm text-slate-600">On file: {mask}. Leave empty to keep it.</p> : null}
          {field.type === "country" ? (
            <Countries id={id} name={field.key} value={value} label={field.label} />
          ) : field.type === "select" ? (
            <select
              id={id}
              name={field.key}
              defaultValue={typeof value === "string" ? value : ""}
              className={input}
              aria-describedby={described}
            >
              <option value="">Choose</option>
              {field.options!.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={id}
              name={field.key}
              type={field.type === "date" ? "date" : "text"}
              inputMode={field.type === "dollars" || field.type === "routing" ? "numeric" : undefined}
              autoComplete="off"
              defaultValue={field.type === "sealed" ? "" : value === undefined || value === null ? "" : String(value)}
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={described}
              className={input}
            />
          )}
          <Errors id={id} errors={errors} comments={comments} />
        </div>
      );
    }
  }
}
