import { z } from 'zod';

/**
 * The parts of an OpenAPI 3.1 document the console's contract page reads, as GET /api/v1/openapi.json
 * answers them (shared/openapi/openapi-document.ts). Loose: the standard's other fields pass through.
 */

/** A JSON Schema (2020-12) object, as z.toJSONSchema writes it. */
const JsonSchemaSchema = z.record(z.string(), z.unknown());

const MediaTypesSchema = z.record(z.string(), z.looseObject({ schema: JsonSchemaSchema }));

export const OpenApiParameterSchema = z.looseObject({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  /** A plain value's schema; a JSON-encoded value has `content` instead. */
  schema: JsonSchemaSchema.optional(),
  content: MediaTypesSchema.optional(),
});

export const OpenApiResponseSchema = z.looseObject({
  description: z.string(),
  content: MediaTypesSchema.optional(),
});

export const OpenApiOperationSchema = z.looseObject({
  operationId: z.string(),
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()),
  'x-route-code': z.string(),
  'x-roles': z.array(z.string()),
  'x-handler': z.string(),
  /** The roles that read less than the whole answer, each with its own schema's reference. */
  'x-response-for': z.record(z.string(), z.string()).optional(),
  parameters: z.array(OpenApiParameterSchema).optional(),
  requestBody: z.looseObject({ required: z.boolean().optional(), content: MediaTypesSchema }).optional(),
  responses: z.record(z.string(), OpenApiResponseSchema),
});

export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  jsonSchemaDialect: z.string().optional(),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  /** Path, then lower-case HTTP method, then the operation. */
  paths: z.record(z.string(), z.record(z.string(), OpenApiOperationSchema)),
  components: z.looseObject({
    schemas: z.record(z.string(), JsonSchemaSchema),
    securitySchemes: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  }),
});

export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>;
export type OpenApiOperation = z.infer<typeof OpenApiOperationSchema>;
export type OpenApiParameter = z.infer<typeof OpenApiParameterSchema>;
export type OpenApiResponse = z.infer<typeof OpenApiResponseSchema>;
