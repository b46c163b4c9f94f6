// Reads the served OpenAPI document as a test needs it: every operation's method, path, parameters and request
// body schema (with `$ref`s resolved), and a walk over the fields of a schema.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
};

export type Operation = {
  method: string;
  /** As documented: `/api/Contact/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body: JsonSchema | null;
  /** Every documented request content type (`application/json`, `multipart/form-data`). */
  contentTypes: string[];
};

type Document = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, Parameter> };
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export async function servedDocument(base: string): Promise<Document> {
  const res = await fetch(`${base}/api/docs/json`);
  if (!res.ok) throw new Error(`/api/docs/json answered ${res.status}`);
  return (await res.json()) as Document;
}

/** Follows local `$ref`s (`#/components/schemas/X`) until a schema without one. */
function deref<T>(doc: Document, value: T & { $ref?: string }): T {
  let current: unknown = value;
  for (let hops = 0; hops < 20; hops++) {
    const ref = (current as { $ref?: string } | null)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return current as T;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key.replace(/~1/g, '/')], doc);
  }
  throw new Error('$ref cycle');
}

/** A copy of `schema` with every `$ref` replaced by what it names (recursion stops at 12 levels). */
export function resolveSchema(doc: Document, schema: JsonSchema, depth = 0): JsonSchema {
  const s = deref(doc, schema);
  if (depth > 12) return s;
  const next = (x: JsonSchema) => resolveSchema(doc, x, depth + 1);
  return {
    ...s,
    ...(s.properties && {
      properties: Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, next(v)])),
    }),
    ...(s.items && { items: next(s.items) }),
    ...(s.anyOf && { anyOf: s.anyOf.map(next) }),
    ...(s.oneOf && { oneOf: s.oneOf.map(next) }),
    ...(s.allOf && { allOf: s.allOf.map(next) }),
  };
}

export function operationsOf(doc: Document): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = (item.parameters as unknown as Parameter[] | undefined) ?? [];
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      const parameters = [...shared, ...(op.parameters ?? [])]
        .map((p) => deref(doc, p as Parameter & { $ref?: string }))
        .map((p) => ({ ...p, required: Boolean(p.required), schema: resolveSchema(doc, p.schema ?? {}) }));
      const content = deref(
        doc,
        (op.requestBody ?? {}) as { $ref?: string; content?: Record<string, { schema?: JsonSchema }> },
      ).content;
      const json = content?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        parameters,
        body: json ? resolveSchema(doc, json) : null,
        contentTypes: Object.keys(content ?? {}),
      });
    }
  }
  return out;
}

/** The alternatives a value may take (`anyOf`/`oneOf` flattened; `allOf` kept as is). */
export function alternatives(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  return options ? options.flatMap(alternatives) : [schema];
}

export const typesOf = (schema: JsonSchema): string[] =>
  alternatives(schema).flatMap((s) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []));

/**
 * Calls `visit` for every schema inside `schema` with its field path (`charges[].amountCents`); a field that may
 * take several shapes (`anyOf`) is visited once per shape.
 */
export function walkFields(
  schema: JsonSchema,
  visit: (path: string, field: JsonSchema) => void,
  path = '',
): void {
  for (const option of alternatives(schema)) {
    visit(path, option);
    for (const [key, child] of Object.entries(option.properties ?? {}))
      walkFields(child, visit, path ? `${path}.${key}` : key);
    if (option.items) walkFields(option.items, visit, `${path}[]`);
    for (const part of option.allOf ?? []) walkFields(part, visit, path);
  }
}

/** The request path with its parameters filled in (each percent-encoded unless `raw`). */
export function fillPath(path: string, values: Record<string, string>, raw = new Set<string>()): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name] ?? '1';
    return raw.has(name) ? value : encodeURIComponent(value);
  });
}
