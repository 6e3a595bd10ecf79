import {
  fieldsOf,
  fieldVariants,
  HUGE_TEXT,
  PARAM_VARIANTS,
  pick,
  sample,
  seeded,
  withField,
  type JsonSchema,
} from './fuzz-inputs';

/** One operation of the full OpenAPI document (every route the app serves). */
export interface Operation {
  method: string;
  /** OpenAPI form: `/api/v1/carriers/{id}`. */
  path: string;
  audience: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  json: JsonSchema | null;
  upload: boolean;
}

interface RawOperation {
  'x-audience'?: string;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export function operationsOf(doc: { paths?: Record<string, unknown> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(item as Record<string, RawOperation>)) {
      // HEAD routes (a static file's) mirror their GET.
      if (method === 'head') continue;
      const params = raw.parameters ?? [];
      const content = raw.requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase(),
        path,
        audience: raw['x-audience'] ?? 'partner',
        pathParams: params
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        json: content['application/json']?.schema ?? null,
        upload: !!content['multipart/form-data'],
      });
    }
  }
  return out;
}

/** One request the fuzz sends: what it is (for the report) and how. */
export interface FuzzInput {
  label: string;
  /** Path parameter values (raw; encoded when the URL is built). */
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const BOUNDARY = 'fuzzboundary7d1f';
const FORM_TYPE = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** Over every body limit the app sets (1 MB; 64 KB for webhooks): the edge must answer 413. */
const TEN_MB = Buffer.from(JSON.stringify({ x: 'x'.repeat(10 * 1024 * 1024) }));

function form(parts: { name: string; filename?: string; type?: string; data: string | Buffer }[]) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"`
      : `form-data; name="${p.name}"`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n` +
          (p.type ? `Content-Type: ${p.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The body-level inputs every write route gets, whatever its schema. */
function bodyInputs(op: Operation, base: Omit<FuzzInput, 'label'>): FuzzInput[] {
  const wrapper = Object.keys(op.json?.properties ?? {});
  const key = wrapper.length === 1 ? wrapper[0]! : null;
  const raw = (label: string, payload: string | Buffer, headers: Record<string, string>) => ({
    ...base,
    label,
    payload,
    headers: { ...base.headers, ...headers },
  });
  const inputs = [
    raw('body `{`', '{', JSON_TYPE),
    raw('body `null`', 'null', JSON_TYPE),
    raw('body `[]`', '[]', JSON_TYPE),
    raw('body `"x"`', '"x"', JSON_TYPE),
    raw('body `0`', '0', JSON_TYPE),
    raw('body `{}`', '{}', JSON_TYPE),
    raw('empty JSON body', '', JSON_TYPE),
    raw('JSON with a NUL key', '{"a\\u0000":1}', JSON_TYPE),
    raw('JSON nested 5,000 deep', '['.repeat(5000) + ']'.repeat(5000), JSON_TYPE),
    raw('body as text/plain', 'hello', { 'content-type': 'text/plain' }),
    raw('body as XML', '<a/>', { 'content-type': 'application/xml' }),
    raw('body as a form', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }),
    raw('multipart without a boundary', 'garbage', { 'content-type': 'multipart/form-data' }),
    raw('multipart with garbage', 'garbage', FORM_TYPE),
    raw('10 MB body', TEN_MB, JSON_TYPE),
  ];
  if (key) {
    for (const [label, value] of [
      ['null', 'null'],
      ['a string', '"x"'],
      ['an array', '[]'],
      ['a number', '1e308'],
      ['{}', '{}'],
    ] as const)
      inputs.push(raw(`wrapper \`${key}\` ${label}`, `{"${key}":${value}}`, JSON_TYPE));
  }
  return inputs;
}

/** What an upload route gets on top: forms that are broken in every way a client can. */
function uploadInputs(base: Omit<FuzzInput, 'label'>): FuzzInput[] {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const random = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256));
  const forms: [string, Buffer][] = [
    ['multipart, empty body', Buffer.alloc(0)],
    ['multipart, end only', Buffer.from(`--${BOUNDARY}--\r\n`)],
    ['multipart, no file', form([{ name: 'file', data: 'not a file' }])],
    ['multipart, random bytes', form([{ name: 'file', filename: 'a.png', data: random }])],
    [
      'multipart, truncated PNG',
      form([{ name: 'file', filename: 'a.png', type: 'image/png', data: png }]),
    ],
    [
      'multipart, two files',
      form([
        { name: 'file', filename: 'a.csv', type: 'text/csv', data: 'a,b\n1,2\n' },
        { name: 'file', filename: 'b.csv', type: 'text/csv', data: 'a,b\n1,2\n' },
      ]),
    ],
    [
      'multipart, NUL in names',
      form([{ name: 'fi\u0000le', filename: 'a\u0000.csv', type: 'text/csv', data: 'a\u0000b' }]),
    ],
    [
      'multipart, empty CSV',
      form([{ name: 'file', filename: 'a.csv', type: 'text/csv', data: '' }]),
    ],
    [
      'multipart, CSV of junk',
      form([
        { name: 'file', filename: 'a.csv', type: 'text/csv', data: '"unclosed,\n\u0000,;;\n' },
      ]),
    ],
    [
      'multipart, 100 KB text field',
      form([
        { name: 'password', data: HUGE_TEXT },
        { name: 'file', filename: 'a.csv', data: 'x' },
      ]),
    ],
  ];
  const unterminated = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc`,
  );
  forms.push(['multipart, unterminated', unterminated]);
  return forms.map(([label, payload]) => ({
    ...base,
    label,
    payload,
    headers: { ...base.headers, ...FORM_TYPE },
  }));
}

/** Query strings: each parameter wrong a few ways (the others absent), repeated, unknown. */
function queryInputs(
  op: Operation,
  base: Omit<FuzzInput, 'label'>,
  random: () => number,
): FuzzInput[] {
  const inputs: FuzzInput[] = [
    { ...base, label: 'query: unknown parameter', query: 'zzz=1&where[zzz]=1' },
    { ...base, label: 'query: where as an object', query: 'where=1&where[]=2' },
  ];
  for (const { name } of op.queryParams) {
    const variants = [PARAM_VARIANTS[0]!, ...pick(random, PARAM_VARIANTS.slice(1), 2)];
    for (const v of variants)
      inputs.push({
        ...base,
        label: `query ${name}: ${v.label}`,
        query: `${encodeURIComponent(name)}=${encodeURIComponent(v.value)}`,
      });
    inputs.push({
      ...base,
      label: `query ${name}: repeated`,
      query: `${encodeURIComponent(name)}=1&${encodeURIComponent(name)}=2`,
    });
  }
  return inputs;
}

/** The JSON bodies: the plausible one, then one field wrong at a time. */
function fieldInputs(
  op: Operation,
  base: Omit<FuzzInput, 'label'>,
  random: () => number,
): FuzzInput[] {
  if (!op.json) return [];
  const plausible = sample(op.json);
  const wrapper = Object.keys(op.json.properties ?? {});
  const inputs: FuzzInput[] = [];
  for (const field of fieldsOf(op.json)) {
    const name = field.path.filter((p) => !(wrapper.length === 1 && p === wrapper[0])).join('.');
    for (const v of fieldVariants(field.schema, random, 1)) {
      inputs.push({
        ...base,
        label: `${name || field.path.join('.')}: ${v.label}`,
        headers: { ...base.headers, ...JSON_TYPE },
        payload: JSON.stringify(withField(plausible, field.path, v.value)),
      });
    }
  }
  return inputs;
}

/**
 * Every bad input for one route, given the values that reach a real record (`real`): path
 * parameters wrong one at a time, query parameters, then (for writes) the body every way.
 */
export function fuzzInputs(op: Operation, real: Record<string, string>): FuzzInput[] {
  const random = seeded(`${op.method} ${op.path}`);
  const write = op.method !== 'GET' && op.method !== 'OPTIONS';
  const plausible = op.json ? JSON.stringify(sample(op.json)) : undefined;
  const base: Omit<FuzzInput, 'label'> = {
    params: real,
    query: '',
    headers: plausible ? { ...JSON_TYPE } : {},
    payload: plausible,
  };
  const inputs: FuzzInput[] = [{ ...base, label: 'plausible request' }];
  for (const { name } of op.pathParams) {
    const [always, rest] = [PARAM_VARIANTS.slice(0, 4), PARAM_VARIANTS.slice(4)];
    for (const v of [...always, ...pick(random, rest, 3)])
      inputs.push({
        ...base,
        label: `path ${name}: ${v.label}`,
        params: { ...real, [name]: v.value },
      });
    inputs.push({
      ...base,
      label: `path ${name}: bad escape`,
      params: { ...real, [name]: '%E0%A4%A' },
    });
  }
  inputs.push(...queryInputs(op, base, random));
  if (write) {
    inputs.push(...bodyInputs(op, base));
    inputs.push(...fieldInputs(op, base, random));
    if (op.upload) inputs.push(...uploadInputs(base));
  }
  return inputs;
}

/** The URL of an input: parameters encoded (a raw `%…` value is sent as typed). */
export function urlOf(op: Operation, input: FuzzInput): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = input.params[name] ?? '1';
    return value.startsWith('%') ? value : encodeURIComponent(value);
  });
  return input.query ? `${path}?${input.query}` : path;
}
