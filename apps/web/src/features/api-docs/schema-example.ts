import type { JsonSchema } from './openapi-model';

/**
 * Realistic values for the fields partners fill most (the demo's Monterrey → Roma Norte box), so
 * a generated curl example reads like a real call and passes the server's rules.
 */
const FIELD_EXAMPLES: Record<string, unknown> = {
  name: 'Carmen Pena',
  company: 'Dulces Pena',
  email: 'carmen@dulces.mx',
  calling_code: '52',
  phone: '8112345678',
  country_id: 1,
  origin_country_id: 1,
  destination_country_id: 1,
  state: 'Nuevo León',
  city: 'Monterrey',
  neighborhood: 'Centro',
  street: 'Av. Juarez',
  number: '100',
  postal_code: '64000',
  origin_postal_code: '64000',
  destination_postal_code: '06700',
  parcel_type: 'box',
  length: 30,
  width: 20,
  height: 15,
  weight: 2.5,
  contents: 'Dulces tipicos',
  declared_tax_value: 500,
  service_id: 1,
  url: 'https://example.com/despacho/webhooks',
  events: ['label.purchased', 'shipment.cancelled'],
};

const MAX_DEPTH = 6;

/** The first variant that is not `null` of a union, or the schema itself. */
function concrete(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return schema;
  return concrete(variants.find((v) => v.type !== 'null') ?? variants[0] ?? {});
}

function primaryType(schema: JsonSchema): string | undefined {
  if (!Array.isArray(schema.type)) return schema.type;
  return schema.type.find((t) => t !== 'null');
}

function scalarExample(schema: JsonSchema, type: string | undefined): unknown {
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return false;
  if (schema.format === 'email') return 'carmen@dulces.mx';
  if (schema.format === 'date-time') return '2026-01-15T10:00:00Z';
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'uri') return 'https://example.com';
  return 'string';
}

/**
 * An example value for a JSON schema: known field names first, then the schema's default, enum
 * or type. Objects list their required fields and the known optional ones (every field when
 * none is marked required);
 * unions take their first non-null variant.
 */
export function exampleOf(input: JsonSchema, name?: string, depth = 0): unknown {
  if (name !== undefined && name in FIELD_EXAMPLES) return FIELD_EXAMPLES[name];
  const schema = concrete(input);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const type = primaryType(schema) ?? (schema.properties ? 'object' : undefined);
  if (type === 'array')
    return depth < MAX_DEPTH ? [exampleOf(schema.items ?? {}, undefined, depth + 1)] : [];
  if (type === 'object') {
    if (depth >= MAX_DEPTH) return {};
    const properties = Object.entries(schema.properties ?? {});
    const required = schema.required ?? [];
    // Required fields, plus optional ones partners send with them (calling_code goes with phone).
    const chosen = required.length
      ? properties.filter(([key]) => required.includes(key) || key in FIELD_EXAMPLES)
      : properties;
    return Object.fromEntries(chosen.map(([key, prop]) => [key, exampleOf(prop, key, depth + 1)]));
  }
  return scalarExample(schema, type);
}
