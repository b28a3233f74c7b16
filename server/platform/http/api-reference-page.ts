// The API reference page (/api/reference): the published OpenAPI document as plain HTML, made on
// the server with no script, so it works under the strictest policy and with JavaScript off.

type Json = Record<string, unknown>;
interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Json; description?: string }>;
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const anchor = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const areaAnchor = (tag: string) => `area-${anchor(tag)}`;
const operationAnchor = (id: string) => `op-${anchor(id)}`;
const schemaAnchor = (name: string) => `schema-${anchor(name)}`;

/** A schema in a few words: "string", "array of object", "\"a\" | \"b\"". */
function typeOf(schema: Json | undefined): string {
  if (!schema) return "any";
  if (typeof schema.$ref === "string") return schema.$ref.split("/").pop()!;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  for (const key of ["anyOf", "oneOf"] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return options.map((option) => typeOf(option as Json)).join(" | ");
  }
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type ?? "any");
  if (type === "array") return `array of ${typeOf(schema.items as Json)}`;
  return schema.format ? `${type} (${String(schema.format)})` : type;
}

function fieldsTable(caption: string, rows: Array<{ name: string; type: string; required: boolean }>) {
  if (rows.length === 0) return "";
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${escape(row.name)}</code></td><td>${escape(row.type)}</td><td>${row.required ? "yes" : "no"}</td></tr>`,
    )
    .join("");
  return `<table><caption>${escape(caption)}</caption><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Required</th></tr></thead><tbody>${body}</tbody></table>`;
}

function propertiesOf(schema: Json | undefined) {
  const properties = (schema?.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    type: typeOf(property),
    required: required.has(name),
  }));
}

/** A named schema (or a list of one) is under Schemas: only the others are shown in place. */
const isNamed = (schema: Json | undefined) =>
  typeof schema?.$ref === "string" || typeof (schema?.items as Json | undefined)?.$ref === "string";

function schemaBlock(label: string, schema: Json | undefined) {
  if (!schema || isNamed(schema)) return "";
  return `<details><summary>${escape(label)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function operationSection(method: string, path: string, op: OperationObject) {
  const id = op.operationId ?? `${method}-${path}`;
  const parameters = (op.parameters ?? []).map((p) => ({
    name: `${p.name} (${p.in})`,
    type: typeOf(p.schema),
    required: p.required === true,
  }));
  const bodies = Object.entries(op.requestBody?.content ?? {});
  const body = bodies.length
    ? `<p>Body: ${bodies.map(([type]) => `<code>${escape(type)}</code>`).join(", ")}</p>` +
      fieldsTable("Body fields", propertiesOf(bodies[0][1].schema))
    : "";
  const responses = Object.entries(op.responses ?? {})
    .map(([status, answer]) => {
      const contents = Object.entries(answer.content ?? {});
      const types = contents.map(([type, { schema }]) => `<code>${escape(type)}</code> ${escape(typeOf(schema))}`);
      const json = contents.find(([type]) => type.includes("json"));
      return `<li><strong>${escape(status)}</strong> ${escape(answer.description ?? "")} ${types.join(", ")}${schemaBlock(`Schema of ${status}`, json?.[1].schema)}</li>`;
    })
    .join("");
  return `<section aria-labelledby="${escape(operationAnchor(id))}">
<h3 id="${escape(operationAnchor(id))}"><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary ?? "")}</p>
<p class="meta">Operation <code>${escape(id)}</code>. ${escape(op.description ?? "")}</p>
${fieldsTable("Parameters", parameters)}${body}
<h4>Answers</h4><ul>${responses}</ul>
</section>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;max-width:60rem;margin:0 auto;padding:1rem}
code,pre{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f4f4f4;padding:.5rem;overflow:auto}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #999;padding:.2rem .5rem;text-align:left}
caption{text-align:left;font-weight:600}.method{background:#1d4e89;color:#fff;padding:0 .4rem;border-radius:3px}
.meta{color:#444}section{border-top:1px solid #ccc;margin-top:1rem}a{color:#1d4e89}
h2,h3,code,td{overflow-wrap:anywhere}`;

/** The whole page for a document made by @fastify/swagger. */
export function referencePage(document: Json, nonce: string) {
  const info = (document.info ?? {}) as { title?: string; version?: string; description?: string };
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [path, item] of Object.entries(
    (document.paths ?? {}) as Record<string, Record<string, OperationObject>>,
  )) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      count++;
      const tag = op.tags?.[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const schemas = Object.entries(((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>);
  const schemaSections = schemas
    .map(
      ([name, schema]) =>
        `<section aria-labelledby="${schemaAnchor(name)}"><h3 id="${schemaAnchor(name)}">${escape(name)}</h3>` +
        fieldsTable(`Fields of ${name}`, propertiesOf(schema)) +
        schemaBlock(`JSON Schema of ${name}`, schema) +
        "</section>",
    )
    .join("\n");
  const title = `${info.title ?? "API"} reference`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><meta name="robots" content="noindex"><style nonce="${escape(nonce)}">${STYLE}</style></head>
<body><header><h1>${escape(title)}</h1>
<p>${escape(info.description ?? "")}</p>
<p>Version ${escape(info.version ?? "")}, ${count} operations. The machine-readable contract: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Areas"><ul>${tags.map((tag) => `<li><a href="#${areaAnchor(tag)}">${escape(tag)}</a></li>`).join("")}<li><a href="#schemas">Schemas</a></li></ul></nav></header>
<main>${tags
    .map(
      (tag) =>
        `<section aria-labelledby="${areaAnchor(tag)}"><h2 id="${areaAnchor(tag)}">${escape(tag)}</h2>${byTag.get(tag)!.join("\n")}</section>`,
    )
    .join(
      "\n",
    )}<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2><p>The answers' shared shapes; an answer naming one (e.g. <code>array of Article</code>) has its fields.</p>${schemaSections}</section></main></body></html>`;
}
