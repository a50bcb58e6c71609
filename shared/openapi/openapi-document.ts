import type { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import { ErrorBodySchema } from '../errors';
import {
  API_ROUTES,
  type ApiRoute,
  NOT_IMPLEMENTED_HANDLER,
  ROUTE_CODES,
  ROUTE_NAMES,
  type RouteCode,
} from '../route-table';
import { CsvResponseSchema } from '../schemas/common';
import type { OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiResponse } from './document-schema';
import { type JsonSchema, jsonEncodedContent, objectFields, wireSchema } from './json-schema';
import { routeFailures } from './route-failures';

export const OPENAPI_VERSION = '3.1.0';
export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';
export const SECURITY_SCHEME = 'cognitoIdToken';

/** What each route code's calls serve (the screens of spec section 2), for the document's tags. */
const TAG_DESCRIPTIONS: Record<RouteCode, string> = {
  PRECHECK: 'The single-subject credit check and its reference data (Precheck).',
  LISTA_PRATICHE: 'The log of every check, its KPIs and CSV (Log Richieste).',
  LISTA_PRATICHE_AGGREGATE: 'Checks aggregated per subject and month, business KPIs and CSV (Pratiche Aggregate).',
  ENRICHER: 'Queued exports and the on-demand enrichment (Estrazioni & Arricchimenti).',
  WHITE_LIST: 'Subjects exempt from the checks (Gestione White list).',
  BLACK_LIST: 'Black lists, rule configuration and agency mapping (Configuration Manager).',
  LISTA_CLIENTI: 'Customers with their credit KPIs (Vista Clienti).',
  LISTA_CLIENTI_DETTAGLI: 'A customer’s details (Vista Clienti).',
  BACKOFFICE: 'The back office: this contract.',
  DASHBOARD: 'The dashboard: checks from the daily tallies, versions in force, approvals waiting, jobs (Dashboard).',
  VERIFICHE_RIPETUTE: 'Chains of repeated checks, their review and who repeats (Verifiche ripetute).',
};

/**
 * The OpenAPI 3.1 document of the whole API, made from the route table and its zod schemas only:
 * a route added to API_ROUTES is in it, with its roles, inputs, answer and every failure status.
 * Pure and deterministic, so it can be served, tested and diffed.
 */
export function openApiDocument(): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { ErrorBody: wireSchema(ErrorBodySchema) };
  const paths: OpenApiDocument['paths'] = {};
  for (const name of ROUTE_NAMES) {
    const route: ApiRoute = API_ROUTES[name];
    const pathItem = paths[route.path] ?? {};
    pathItem[route.method.toLowerCase()] = operation(name, route, schemas);
    paths[route.path] = pathItem;
  }

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Semaforo API',
      version: packageJson.version,
      description:
        'The credit-risk back office API, generated from shared/route-table.ts and the zod schemas of ' +
        'shared/schemas. Paths are on the console’s origin (CloudFront in AWS, the local runtime on ' +
        'localhost). Every failure answers the one error shape (ErrorBody). Server texts are Italian.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: ROUTE_CODES.map((code) => ({ name: code, description: TAG_DESCRIPTIONS[code] })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The Cognito ID token of the signed-in user (not the access token). The role is its ' +
            '`cognito:groups` claim; each operation lists the roles it admits in x-roles.',
        },
      },
      responses: {
        UnknownRoute: errorResponse('A path and method no route has (API Gateway and the local runtime): NOT_FOUND.'),
      },
    },
  };
}

function operation(name: string, route: ApiRoute, schemas: Record<string, JsonSchema>): OpenApiOperation {
  const component = name.charAt(0).toUpperCase() + name.slice(1);
  const converted = (part: string, schema: z.ZodType): JsonSchema => {
    try {
      return wireSchema(schema);
    } catch (error) {
      throw new Error(`The ${part} schema of route ${name} has no JSON Schema: ${(error as Error).message}`);
    }
  };
  const reference = (suffix: string, part: string, schema: z.ZodType) => {
    schemas[component + suffix] = converted(part, schema);
    return { $ref: `#/components/schemas/${component}${suffix}` };
  };

  const parameters = [
    ...pathParameters(route, (schema) => converted('params', schema)),
    ...queryParameters(route, (schema) => converted('query', schema)),
  ];
  const pending = route.handler === NOT_IMPLEMENTED_HANDLER;
  const whole = reference('Response', 'response', route.response);
  // A role that reads less than the whole answer has its own schema: the answer is one of them.
  const readings = Object.entries(route.responseFor ?? {}).map(([role, reading]) => {
    const suffix = `ResponseFor${pascalCase(role)}`;
    return { role, name: component + suffix, ref: reference(suffix, `response for ${role}`, reading.schema) };
  });
  const readBy = readings.map(({ role, name }) => ` ${role} reads ${name};`).join('');
  const responses: Record<string, OpenApiResponse> = {
    200: {
      description: pending
        ? 'The answer once the feature is built (today 501).'
        : readings.length > 0
          ? `The answer, as the caller's role reads it:${readBy} every other role ${component}Response.`
          : 'The answer.',
      content: {
        [route.response === CsvResponseSchema ? 'text/csv' : 'application/json']: {
          schema: readings.length > 0 ? { anyOf: [whole, ...readings.map(({ ref }) => ref)] } : whole,
        },
      },
    },
  };
  for (const failure of routeFailures(route)) {
    responses[failure.status] = errorResponse(
      `${failure.codes.join(', ')}. ${failure.reasons.join(' ')}`,
      failure.refusalCodes,
    );
  }

  return {
    operationId: name,
    summary: `${route.method} ${route.path}`,
    description: `Roles: ${route.roles.join(', ')}. Route code ${route.routeCode}.${pending ? ' Not built yet: answers 501.' : ''}`,
    tags: [route.routeCode],
    'x-route-code': route.routeCode,
    'x-roles': [...route.roles],
    'x-handler': route.handler,
    ...(readings.length > 0
      ? { 'x-response-for': Object.fromEntries(readings.map(({ role, ref }) => [role, ref.$ref])) }
      : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.request.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: reference('Request', 'body', route.request.body) } },
          },
        }
      : {}),
    responses,
  };
}

/** 'RISK_OFFICER' → 'RiskOfficer', for a component's name. */
const pascalCase = (code: string) =>
  code
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

type Convert = (schema: z.ZodType) => JsonSchema;

function pathParameters(route: ApiRoute, convert: Convert): OpenApiParameter[] {
  const fields = route.request.params ? (objectFields(route.request.params) ?? {}) : {};
  return Object.entries(fields).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: convert(schema),
  }));
}

function queryParameters(route: ApiRoute, convert: Convert): OpenApiParameter[] {
  if (!route.request.query) return [];
  const required = (convert(route.request.query).required as string[] | undefined) ?? [];
  return Object.entries(objectFields(route.request.query) ?? {}).map(([name, schema]): OpenApiParameter => {
    const base = { name, in: 'query' as const, required: required.includes(name) };
    const content = jsonEncodedContent(schema);
    if (!content) return { ...base, schema: convert(schema) };
    const { maxLength } = convert(schema);
    return {
      ...base,
      description: `JSON text, URL-encoded in the query string${typeof maxLength === 'number' ? `, at most ${maxLength} characters` : ''}.`,
      content: { 'application/json': { schema: convert(content) } },
    };
  });
}

/** A failure's answer; `x-refusal-codes` lists the domain refusals (shared/refusals.ts) it may carry in `errors[].code`. */
function errorResponse(description: string, refusalCodes: readonly string[] = []): OpenApiResponse {
  const response: OpenApiResponse = {
    description,
    content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
  };
  return refusalCodes.length > 0 ? { ...response, 'x-refusal-codes': [...refusalCodes] } : response;
}
