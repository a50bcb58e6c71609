import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, OpenApiOperation } from '../../../../shared/openapi/document-schema';
import { filterOperations, operationsByTag, resolveSchema, resolveSchemas, responseStatuses } from './api-operations';

const operation = (operationId: string, tag: string, roles: string[]): OpenApiOperation => ({
  operationId,
  tags: [tag],
  'x-route-code': tag,
  'x-roles': roles,
  'x-handler': `functions/${operationId}.ts`,
  responses: { 403: { description: 'refused' }, 200: { description: 'ok' }, 401: { description: 'no token' } },
});

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  tags: [{ name: 'PRECHECK', description: 'the check' }, { name: 'BACKOFFICE' }, { name: 'UNUSED' }],
  paths: {
    '/api/v1/openapi.json': { get: operation('openApiDocument', 'BACKOFFICE', ['ADMIN']) },
    '/api/v1/provinces': { get: operation('provinces', 'PRECHECK', ['ADMIN', 'AGENT']) },
    '/api/v1/creditcheck': { post: operation('creditCheck', 'PRECHECK', ['ADMIN', 'AGENT']) },
  },
  components: { schemas: { Body: { type: 'object' } } },
};

const keysOf = (groups: ReturnType<typeof operationsByTag>) =>
  groups.map((group) => [group.tag, group.operations.map((entry) => entry.key)]);

describe('operationsByTag', () => {
  it('groups by tag in the order of the tags, operations in the order of the paths, empty tags left out', () => {
    expect(keysOf(operationsByTag(document))).toEqual([
      ['PRECHECK', ['GET /api/v1/provinces', 'POST /api/v1/creditcheck']],
      ['BACKOFFICE', ['GET /api/v1/openapi.json']],
    ]);
    expect(operationsByTag(document)[0]?.description).toBe('the check');
  });
});

describe('filterOperations', () => {
  const groups = operationsByTag(document);
  it.each([
    ['', ['GET /api/v1/provinces', 'POST /api/v1/creditcheck', 'GET /api/v1/openapi.json']],
    ['   ', ['GET /api/v1/provinces', 'POST /api/v1/creditcheck', 'GET /api/v1/openapi.json']],
    ['post', ['POST /api/v1/creditcheck']],
    ['PROVINCES', ['GET /api/v1/provinces']],
    ['agent get', ['GET /api/v1/provinces']],
    ['backoffice', ['GET /api/v1/openapi.json']],
    ['creditCheck', ['POST /api/v1/creditcheck']],
    ['nothing', []],
  ])('%j finds %j', (text, keys) => {
    expect(filterOperations(groups, text).flatMap((group) => group.operations.map((entry) => entry.key))).toEqual(keys);
  });

  it('leaves out a group with nothing found', () => {
    expect(filterOperations(groups, 'openapi').map((group) => group.tag)).toEqual(['BACKOFFICE']);
  });
});

describe('resolveSchema', () => {
  it.each([
    [{ $ref: '#/components/schemas/Body' }, { name: 'Body', schema: { type: 'object' } }],
    [{ $ref: '#/components/schemas/Missing' }, { schema: { $ref: '#/components/schemas/Missing' } }],
    [{ type: 'string' }, { schema: { type: 'string' } }],
  ])('%j', (schema, resolved) => {
    expect(resolveSchema(document, schema)).toEqual(resolved);
  });
});

describe('resolveSchemas', () => {
  const agent = { $ref: '#/components/schemas/ForAgent' };
  const withAgent: OpenApiDocument = {
    ...document,
    components: { schemas: { Body: { type: 'object' }, ForAgent: { type: 'object', required: ['rule'] } } },
  };

  it('resolves each schema of an answer some roles read less of', () => {
    expect(resolveSchemas(withAgent, { anyOf: [{ $ref: '#/components/schemas/Body' }, agent] })).toEqual([
      { name: 'Body', schema: { type: 'object' } },
      { name: 'ForAgent', schema: { type: 'object', required: ['rule'] } },
    ]);
  });

  it('keeps one schema, and an anyOf of inline schemas, whole', () => {
    expect(resolveSchemas(withAgent, { $ref: '#/components/schemas/Body' })).toEqual([
      { name: 'Body', schema: { type: 'object' } },
    ]);
    const inline = { anyOf: [{ type: 'string' }, agent] };
    expect(resolveSchemas(withAgent, inline)).toEqual([{ schema: inline }]);
  });
});

it('lists the statuses in ascending order', () => {
  expect(responseStatuses(operation('a', 'T', []))).toEqual(['200', '401', '403']);
});
