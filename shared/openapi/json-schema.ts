import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as the JSON Schema (2020-12, OpenAPI 3.1's dialect) of what travels on the wire: the
 * input side, for requests and responses alike, since a response is what the console's schema parses.
 * A schema with no JSON equivalent fails here, at generation, unless it says what it holds in its
 * metadata (`.meta({ type: 'object' })` on a z.custom). No `$schema`: the document names the dialect once.
 */
export function wireSchema(schema: z.ZodType): JsonSchema {
  // Zod visits a z.custom given metadata twice at one path, bare and with its metadata: typed if either is.
  const customs = new Map<string, boolean>();
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    // A shared $defs block would sit under each component, where '#/$defs' would not resolve.
    cycles: 'throw',
    unrepresentable: ({ zodSchema }) => (zodSchema._zod.def.type === 'custom' ? 'any' : 'throw'),
    override: ({ zodSchema, jsonSchema, path }) => {
      if (zodSchema._zod.def.type !== 'custom') return;
      const at = `/${path.join('/')}`;
      customs.set(at, customs.get(at) === true || typeof jsonSchema.type === 'string');
    },
  }) as JsonSchema;
  const untyped = [...customs].filter(([, typed]) => !typed).map(([at]) => at);
  if (untyped.length > 0) {
    throw new Error(`a z.custom needs .meta({ type }) to have a JSON Schema, at ${untyped.join(', ')}`);
  }
  return rest;
}

/** A z.object's fields, for path and query parameters; undefined for any other schema. */
export function objectFields(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;
}

/**
 * The schema of the JSON a query parameter carries when it is one (shared/schemas/common.ts
 * jsonQueryParameter: a string, parsed as JSON, then piped into the schema), else undefined. Read from
 * the zod structure, so the document says what the parameter holds rather than "a string".
 */
export function jsonEncodedContent(schema: z.ZodType): z.ZodType | undefined {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodDefault || current instanceof z.ZodOptional) {
    current = current.unwrap() as z.ZodType;
  }
  if (!(current instanceof z.ZodPipe)) return undefined;
  const parse = current.in;
  const parsesJsonText =
    parse instanceof z.ZodPipe && parse.in instanceof z.ZodString && parse.out instanceof z.ZodTransform;
  return parsesJsonText ? (current.out as z.ZodType) : undefined;
}
