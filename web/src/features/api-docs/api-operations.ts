import type { OpenApiDocument, OpenApiOperation } from '../../../../shared/openapi/document-schema';

export type JsonSchema = Record<string, unknown>;

/** One operation of the contract, with where it lives. */
export interface ApiOperation {
  /** `GET /api/v1/provinces`: unique in a document, and what a person searches for. */
  key: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/** The operations under one tag (a route code), in the document's order. */
export interface ApiTagGroup {
  tag: string;
  description?: string;
  operations: ApiOperation[];
}

/** Every operation of the document, grouped by its first tag, groups in the order the document lists its tags. */
export function operationsByTag(document: OpenApiDocument): ApiTagGroup[] {
  const groups = new Map<string, ApiTagGroup>();
  for (const { name, description } of document.tags ?? []) groups.set(name, { tag: name, description, operations: [] });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags[0] ?? '';
      const group = groups.get(tag) ?? { tag, operations: [] };
      group.operations.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation });
      groups.set(tag, group);
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

/**
 * The groups keeping only the operations a search text finds, in their method and path, operation id,
 * route code or roles; every word must be found, in any case. A blank text keeps everything.
 */
export function filterOperations(groups: readonly ApiTagGroup[], text: string): ApiTagGroup[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter(({ key, operation }) => {
        const haystack = [key, operation.operationId, operation['x-route-code'], ...operation['x-roles']]
          .join(' ')
          .toLowerCase();
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.operations.length > 0);
}

const COMPONENT_SCHEMA = /^#\/components\/schemas\/([^/]+)$/;

/** A schema with its component's name when it is a reference to one, resolved against the document. */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema): { name?: string; schema: JsonSchema } {
  const name = typeof schema.$ref === 'string' ? COMPONENT_SCHEMA.exec(schema.$ref)?.[1] : undefined;
  const resolved = name ? document.components.schemas[name] : undefined;
  return name && resolved ? { name, schema: resolved } : { schema };
}

/**
 * The schemas an answer may take, each resolved: one, or each of an `anyOf` (a route some roles read
 * less of answers the whole schema or the role's own).
 */
export function resolveSchemas(document: OpenApiDocument, schema: JsonSchema): { name?: string; schema: JsonSchema }[] {
  const members = Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]) : undefined;
  const resolved = members?.map((member) => resolveSchema(document, member));
  return resolved?.every((member) => member.name) ? resolved : [resolveSchema(document, schema)];
}

/** Statuses in ascending order, the answer first. */
export function responseStatuses(operation: OpenApiOperation): string[] {
  return Object.keys(operation.responses).sort((a, b) => Number(a) - Number(b));
}
