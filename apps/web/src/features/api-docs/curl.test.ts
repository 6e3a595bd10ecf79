import { describe, expect, it } from 'vitest';
import { operationCurl, shellQuote } from './curl';
import { groupOperations, type OpenApiDocument } from './openapi-model';
import { quickStartScript, type QuickStartWords } from './quick-start';

const site = { apiBase: 'https://envios.example.com/api/v1', tenant: 'acme' };

const buy: OpenApiDocument = {
  paths: {
    '/api/v1/shipments/{id}/rates': {
      post: {
        operationId: 'buyShipmentRate',
        tags: ['shipments'],
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'integer' } },
          { in: 'header', name: 'idempotency-key', schema: { type: 'string' } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['rate'],
                properties: {
                  rate: {
                    type: 'object',
                    required: ['service_id'],
                    properties: {
                      service_id: { type: 'integer' },
                      is_pickup: { type: 'boolean', default: false },
                    },
                  },
                },
              },
            },
          },
        },
        responses: {},
      },
    },
    '/api/v1/quotes': {
      post: {
        operationId: 'createQuote',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  quote: {
                    oneOf: [
                      {
                        type: 'object',
                        required: ['parcel_type', 'weight', 'origin_postal_code'],
                        properties: {
                          parcel_type: { type: 'string', enum: ['box'] },
                          weight: { type: 'number' },
                          origin_postal_code: { type: 'string' },
                        },
                      },
                      { type: 'object', properties: { parcel_type: { enum: ['doc'] } } },
                    ],
                  },
                },
              },
            },
          },
        },
        responses: {},
      },
    },
  },
};

describe('curl examples', () => {
  const [shipments, other] = groupOperations(buy);

  it("call this site's API with the tenant, the key, an Idempotency-Key and an example body", () => {
    const curl = operationCurl(shipments!.operations[0]!, site);
    expect(curl.split(' \\\n  ')).toEqual([
      'curl -X POST "https://envios.example.com/api/v1/shipments/$ID/rates"',
      "-H 'X-Tenant: acme'",
      '-H "Authorization: Bearer $DESPACHO_API_KEY"',
      "-H 'Idempotency-Key: order-1001-label'",
      "-H 'Content-Type: application/json'",
      `-d '${JSON.stringify({ rate: { service_id: 1 } }, null, 2)}'`,
    ]);
  });

  it('fill a union with its first variant and known fields with realistic values', () => {
    const curl = operationCurl(other!.operations[0]!, site);
    const body = JSON.parse(curl.slice(curl.indexOf("-d '") + 4, -1)) as unknown;
    expect(body).toEqual({
      quote: { parcel_type: 'box', weight: 2.5, origin_postal_code: '64000' },
    });
  });

  it('quote a single quote inside a shell word', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });
});

describe('the quick start', () => {
  const words = Object.fromEntries(
    ['setup', 'country', 'quote', 'shipment', 'rates', 'buy', 'label', 'tracking', 'cancel'].map(
      (k) => [k, `step ${k}`],
    ),
  ) as unknown as QuickStartWords;
  const script = quickStartScript(site, words);

  it('runs quote → shipment → buy → label → track → cancel against this site and tenant', () => {
    const calls = script.split('\n').filter((l) => l.includes('curl '));
    expect(calls.map((l) => l.match(/-X (POST|PUT)|"\$API\/[^"?]*/g)?.join(' '))).toEqual([
      '"$API/countries',
      '-X POST "$API/quotes',
      '-X POST "$API/shipments',
      '"$API/shipments/$ID/rates',
      '-X POST "$API/shipments/$ID/rates',
      '"$API/shipments/$ID/label',
      '"$API/shipments/$ID/tracking',
      '-X PUT "$API/shipments/$ID/request_cancellation',
    ]);
    expect(script).toContain("API='https://envios.example.com/api/v1'");
    expect(script).toContain("'X-Tenant: acme'");
    expect(script).toContain('Idempotency-Key: $IDEMPOTENCY_KEY');
    expect(script).toContain('# 4. step buy');
  });

  it("puts Mexico's id from the shell into the JSON bodies", () => {
    expect(script).toContain(`"origin_country_id":'"$MX"'`);
    expect(script).not.toContain('__MX__');
  });
});
