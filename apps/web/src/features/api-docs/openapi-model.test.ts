import { describe, expect, it } from 'vitest';
import { constraints, groupOperations, typeLabel } from './openapi-model';

describe('the OpenAPI reference model', () => {
  const doc = {
    paths: {
      '/api/v1/notices': {
        get: {
          tags: ['notices'],
          parameters: [{ in: 'query', name: 'page', schema: { type: 'integer', minimum: 1 } }],
          responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } },
        },
        post: {
          operationId: 'createNotice',
          tags: ['notices'],
          requestBody: {
            content: { 'application/json': { schema: { type: 'object', required: ['notice'] } } },
          },
          responses: { '201': {} },
        },
      },
      '/api/v1/tenant': { get: { tags: ['tenant'], summary: 'Branding', responses: {} } },
      '/api/v1/quotes': { post: { tags: ['quotes'], responses: {} } },
    },
  };

  it('groups operations by tag with their parameters, body and responses', () => {
    const groups = groupOperations(doc);
    // The partner's sections first (quotes), the others in the document's order.
    expect(groups.map((g) => g.tag)).toEqual(['quotes', 'notices', 'tenant']);
    const [list, create] = groups[1]!.operations;
    expect(list).toMatchObject({ method: 'GET', path: '/api/v1/notices', body: null });
    expect(list!.parameters[0]).toMatchObject({ name: 'page', in: 'query', required: false });
    expect(create!.body?.contentType).toBe('application/json');
    expect(create).toMatchObject({ operationId: 'createNotice', tag: 'notices' });
    expect(create!.responses).toEqual([{ status: '201', schema: null }]);
    expect(groups[2]!.operations[0]!.summary).toBe('Branding');
  });

  it('words types and rules briefly', () => {
    expect(typeLabel({ type: 'array', items: { type: 'string' } })).toBe('string[]');
    expect(typeLabel({ enum: ['info', 'error'] })).toBe('"info" | "error"');
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'string' }, { type: 'null' }] })).toBe(
      'string | null',
    );
    expect(constraints({ minLength: 1, maxLength: 120, default: 'x', nullable: true })).toEqual([
      '1–120 chars',
      'default "x"',
      'nullable',
    ]);
    expect(constraints({ minimum: -9007199254740991, maximum: 9007199254740991 })).toEqual([]);
  });
});
