/** The parts of an OpenAPI 3 document the documentation page reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  description?: string;
}

interface RawOperation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: {
    in: string;
    name: string;
    required?: boolean;
    schema?: JsonSchema;
    description?: string;
  }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema }> }
  >;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, RawOperation>>;
}

export interface Operation {
  /** A DOM-safe id from method and path. */
  id: string;
  /** The document's operationId (`createShipment`): the key of its texts in both languages. */
  operationId: string | undefined;
  tag: string;
  method: string;
  path: string;
  /** The server's own (English) summary and description, for operations without a translation. */
  summary: string | undefined;
  description: string | undefined;
  parameters: { in: string; name: string; required: boolean; schema: JsonSchema }[];
  body: { contentType: string; schema: JsonSchema } | null;
  responses: { status: string; schema: JsonSchema | null }[];
}

export interface OperationGroup {
  tag: string;
  operations: Operation[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The order a partner reads the API in: the shipment's life first, then the account's lists,
 * money and webhooks. Sections not named here follow, in the document's order.
 */
const TAG_ORDER = [
  'quotes',
  'shipments',
  'tracking',
  'pickups',
  'addresses',
  'packages',
  'countries',
  'balance',
  'transactions',
  'webhooks',
];
const rank = (tag: string) => {
  const i = TAG_ORDER.indexOf(tag);
  return i === -1 ? TAG_ORDER.length : i;
};

/** Groups the document's operations by tag (sections in TAG_ORDER, operations in API order). */
export function groupOperations(doc: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const body = Object.entries(op.requestBody?.content ?? {})[0];
      const operation: Operation = {
        id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-'),
        operationId: op.operationId,
        tag: op.tags?.[0] ?? 'other',
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? op.description,
        description: op.summary ? op.description : undefined,
        parameters: (op.parameters ?? []).map((p) => ({
          in: p.in,
          name: p.name,
          required: p.required ?? false,
          schema: p.schema ?? {},
        })),
        body: body ? { contentType: body[0], schema: body[1].schema ?? {} } : null,
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => ({
          status,
          schema: Object.values(r.content ?? {})[0]?.schema ?? null,
        })),
      };
      groups.set(operation.tag, [...(groups.get(operation.tag) ?? []), operation]);
    }
  }
  return [...groups]
    .map(([tag, operations]) => ({ tag, operations }))
    .sort((a, b) => rank(a.tag) - rank(b.tag));
}

/** A schema's type as people read it: "string", "integer", "array of object", "a | b"… */
export function typeLabel(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeLabel))].join(' | ');
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (type === 'array' && schema.items) return `${typeLabel(schema.items)}[]`;
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The words of a field's rules, in the page's language (English unless given). */
export interface ConstraintWords {
  chars: (range: string) => string;
  default: (value: string) => string;
  nullable: string;
}

const ENGLISH_WORDS: ConstraintWords = {
  chars: (range) => `${range} chars`,
  default: (value) => `default ${value}`,
  nullable: 'nullable',
};

/** The rules of a field in a few words: "1–120 chars", "≥ 1", "default 10", "nullable". */
export function constraints(schema: JsonSchema, words: ConstraintWords = ENGLISH_WORDS): string[] {
  const out: string[] = [];
  const SAFE = 9_007_199_254_740_991;
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    out.push(words.chars(`${schema.minLength ?? 0}–${schema.maxLength ?? '∞'}`));
  if (schema.minimum !== undefined && Math.abs(schema.minimum) !== SAFE)
    out.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && Math.abs(schema.maximum) !== SAFE)
    out.push(`≤ ${schema.maximum}`);
  if (schema.pattern) out.push(`/${schema.pattern}/`);
  if (schema.default !== undefined) out.push(words.default(JSON.stringify(schema.default)));
  if (schema.nullable) out.push(words.nullable);
  return out;
}
