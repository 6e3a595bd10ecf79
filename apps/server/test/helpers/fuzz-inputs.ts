/**
 * Bad inputs for the route fuzz test, derived from a route's OpenAPI schemas: a plausible value
 * for every field (so a single wrong field reaches the code behind the others), then that value
 * with one field wrong at a time. Every choice is drawn from a generator seeded by the route, so
 * a run is repeatable and adding a route does not change another route's inputs.
 */

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
  minItems?: number;
  additionalProperties?: unknown;
}

/** mulberry32: a tiny seeded generator (the same sequence on every machine). */
export function seeded(seedText: string): () => number {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` items of `list`, drawn without repeats. */
export function pick<T>(random: () => number, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < count && pool.length) {
    out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return out;
}

/** Values that real records have, by field name, so plausible bodies get past the first check. */
const BY_NAME: Record<string, unknown> = {
  email: 'fuzz@despacho.test',
  phone: '8112345678',
  calling_code: '52',
  postal_code: '64000',
  origin_postal_code: '64000',
  destination_postal_code: '01000',
  country_code: 'MX',
  rfc: 'XAXX010101000',
  clabe: '014180001234567897',
  password: 'Fuzz.2026-x',
  password_confirmation: 'Fuzz.2026-x',
  current_password: 'Fuzz.2026-x',
  primary_color: '#1565c0',
  secondary_color: '#ff6f00',
  locale: 'es-MX',
  state: 'Nuevo León',
  city: 'Monterrey',
};

const STRING_CANDIDATES = ['abc', 'ABC', 'x', '1', 'a1', 'XAXX010101000', '#123456', '64000'];

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'email') return 'fuzz@despacho.test';
  if (schema.format === 'date-time') return '2030-01-15T12:00:00.000Z';
  if (schema.format === 'date') return '2030-01-15';
  const hinted = BY_NAME[name];
  let value = typeof hinted === 'string' ? hinted : 'fuzz';
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    if (!re.test(value)) value = STRING_CANDIDATES.find((c) => re.test(c)) ?? value;
  }
  if (schema.minLength && value.length < schema.minLength)
    value = value.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    value = value.slice(0, schema.maxLength);
  return value;
}

function sampleNumber(schema: JsonSchema): number {
  const min = schema.minimum ?? 1;
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(1, Math.ceil(min)), max);
}

/** A plausible value for a schema: enums' first value, hinted or pattern-matching strings… */
export function sample(schema: JsonSchema, name = '', depth = 0): unknown {
  if (depth > 6) return null;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(variants[0]!, name, depth);
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return BY_NAME[name] !== undefined && typeof BY_NAME[name] === 'number'
        ? BY_NAME[name]
        : sampleNumber(schema);
    case 'boolean':
      return typeof schema.default === 'boolean' ? schema.default : true;
    case 'array':
      return schema.items
        ? Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
            sample(schema.items!, name, depth + 1),
          )
        : [];
    case 'object':
    case undefined: {
      if (!schema.properties) return {};
      return Object.fromEntries(
        Object.entries(schema.properties).map(([k, s]) => [k, sample(s, k, depth + 1)]),
      );
    }
    default:
      return null;
  }
}

/** A field inside a body: its path from the root and its schema. */
export interface FieldPath {
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every field of an object schema (objects and arrays too, not only leaves), depth first. */
export function fieldsOf(schema: JsonSchema, prefix: (string | number)[] = []): FieldPath[] {
  const out: FieldPath[] = [];
  if (prefix.length > 5) return out;
  const object = (schema.anyOf ?? schema.oneOf)?.find((s) => s.properties) ?? schema;
  for (const [key, child] of Object.entries(object.properties ?? {})) {
    const path = [...prefix, key];
    out.push({ path, schema: child });
    if (child.properties || child.anyOf?.some((s) => s.properties))
      out.push(...fieldsOf(child, path));
    if (child.items?.properties) out.push(...fieldsOf(child.items, [...path, 0]));
  }
  return out;
}

const MISSING = Symbol('missing');

/** The body with the value at `path` replaced (or removed for MISSING), as a deep copy. */
export function withField(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object') return copy;
    node = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === MISSING) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

export const HUGE_TEXT = 'x'.repeat(100_000);

/** Wrong values for one field: always null, missing and a wrong type; the rest sampled. */
export function fieldVariants(
  schema: JsonSchema,
  random: () => number,
  extra: number,
): { label: string; value: unknown }[] {
  const type = typeOf(schema) ?? (schema.properties ? 'object' : undefined);
  const wrongType: Record<string, unknown> = {
    string: 12345,
    integer: 'abc',
    number: 'abc',
    boolean: 'yes',
    object: 'x',
    array: 'x',
  };
  const always = [
    { label: 'null', value: null },
    { label: 'missing', value: MISSING },
    { label: 'wrong type', value: type ? wrongType[type] : { unexpected: true } },
  ];
  const optional = [
    { label: 'object', value: { a: { b: 1 } } },
    { label: 'array', value: [1, 'x', null] },
    { label: 'empty string', value: '' },
    { label: 'NUL character', value: 'a\u0000b' },
    { label: '100 KB string', value: HUGE_TEXT },
    { label: '1e308', value: 1e308 },
    { label: '2^53+1', value: 2 ** 53 + 1 },
    { label: '-1', value: -1 },
    { label: '2^31', value: 2 ** 31 },
    { label: '0.5', value: 0.5 },
    { label: '"NaN"', value: 'NaN' },
    { label: '"1e400"', value: '1e400' },
    { label: '"-0"', value: '-0' },
    { label: 'true', value: true },
    { label: 'emoji and RTL text', value: '📦\u202eabc' },
  ];
  return [...always, ...pick(random, optional, extra)];
}

/**
 * Wrong values for a path or query parameter (as they appear in the URL, not yet encoded); path
 * parameters get the first four always and a sample of the rest.
 */
export const PARAM_VARIANTS: { label: string; value: string }[] = [
  { label: 'not a number', value: 'abc' },
  { label: 'negative', value: '-1' },
  { label: '2^31', value: '2147483648' },
  { label: 'NUL character', value: 'a\u0000b' },
  { label: 'zero', value: '0' },
  { label: 'fraction', value: '1.5' },
  { label: 'exponent', value: '1e3' },
  { label: '1e308', value: '1e308' },
  { label: '2^53+1', value: '9007199254740993' },
  { label: '30 digits', value: '9'.repeat(30) },
  { label: '"NaN"', value: 'NaN' },
  { label: 'empty', value: '' },
  { label: 'long text', value: 'y'.repeat(5_000) },
  { label: 'quote and SQL', value: "1' or '1'='1" },
];
