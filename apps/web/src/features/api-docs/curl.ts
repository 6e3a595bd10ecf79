import type { Operation } from './openapi-model';
import { exampleOf } from './schema-example';

/** Where a partner calls: this site's API and the tenant it belongs to. */
export interface PartnerSite {
  /** `https://envios.example.com/api/v1` */
  apiBase: string;
  tenant: string;
}

/** A string as one single-quoted shell word. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

const KEY_HEADER = 'Authorization: Bearer $DESPACHO_API_KEY';

/** Path parameters become shell variables (`{id}` → `$ID`), set by the caller before pasting. */
const pathWithVariables = (op: Operation) =>
  op.path.replace(/\{([^}]+)\}/g, (_, name: string) => `$${name.toUpperCase()}`);

function queryWithExamples(op: Operation): string {
  const required = op.parameters.filter((p) => p.in === 'query' && p.required);
  if (!required.length) return '';
  const pairs = required.map((p) => [p.name, String(exampleOf(p.schema, p.name))]);
  return `?${new URLSearchParams(pairs).toString()}`;
}

/**
 * A copyable curl call for one operation: the site's base URL and tenant, the key from
 * `$DESPACHO_API_KEY`, each header parameter (an Idempotency-Key gets an example of a caller's own unique string) and an
 * example body built from the request schema.
 */
export function operationCurl(op: Operation, site: PartnerSite): string {
  const origin = site.apiBase.replace(/\/api\/v1\/?$/, '');
  const url = `${origin}${pathWithVariables(op)}${queryWithExamples(op)}`;
  // Double quotes: the path's $VARIABLES expand; origins and query examples hold no `"$\``.
  const lines = [`curl -X ${op.method} "${url}"`];
  lines.push(`-H ${shellQuote(`X-Tenant: ${site.tenant}`)}`, `-H "${KEY_HEADER}"`);
  for (const header of op.parameters.filter((p) => p.in === 'header')) {
    if (header.name.toLowerCase() === 'idempotency-key')
      lines.push(`-H 'Idempotency-Key: order-1001-label'`);
    else lines.push(`-H ${shellQuote(`${header.name}: ${String(exampleOf(header.schema))}`)}`);
  }
  if (op.body?.contentType === 'application/json') {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${shellQuote(JSON.stringify(exampleOf(op.body.schema), null, 2))}`);
  } else if (op.body?.contentType === 'multipart/form-data') {
    lines.push(`-F 'file=@./file.csv'`);
  }
  return lines.join(' \\\n  ');
}
