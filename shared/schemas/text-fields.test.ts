import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES } from '../route-table';

/**
 * Every string a request may carry is bounded in what it holds: free text through singleLineText() or
 * multiLineText() (shared/schemas/text.ts), anything else through a pattern, an enum or a format. A new
 * field that forgets it fails here, route and path named. A JSON document in a query parameter is marked
 * with its media type: its own fields are walked like a body's.
 */

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function isGuardedString(schema: z.ZodType, def: Def): boolean {
  if (typeof def.format === 'string') return true; // z.iso.date(), z.url()…: a format is a pattern
  const checks = (def.checks as { _zod: { def: { format?: string } } }[] | undefined) ?? [];
  if (checks.some((check) => check._zod.def.format === 'regex')) return true;
  return z.globalRegistry.get(schema)?.contentMediaType === 'application/json';
}

/** Paths of the strings in `schema` that nothing bounds. */
function unguardedStrings(schema: z.ZodType, path: string, ancestors = new Set<z.ZodType>()): string[] {
  // Only a schema containing itself (z.lazy) is cut short: one shared elsewhere is reported at each path.
  if (ancestors.has(schema)) return [];
  const within = new Set(ancestors).add(schema);
  const def = defOf(schema);
  const walk = (inner: unknown, at = path) => unguardedStrings(inner as z.ZodType, at, within);
  switch (def.type) {
    case 'string':
      return isGuardedString(schema, def) ? [] : [path];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        walk(value, `${path}.${key}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, index) => walk(item, `${path}[${index}]`));
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType);
    case 'lazy':
      return walk((def.getter as () => z.ZodType)());
    default:
      // enum, literal, number, boolean, null, transform…: no free string in them.
      return [];
  }
}

describe('request schemas of the route table', () => {
  const parts = Object.entries(API_ROUTES).flatMap(([name, route]) =>
    Object.entries(route.request as Record<string, z.ZodType>).map(([part, schema]) => [name, part, schema] as const),
  );

  it.each(parts)('%s %s: every string is bounded text, a pattern, an enum or a format', (name, part, schema) => {
    expect(unguardedStrings(schema, `${name}.${part}`)).toEqual([]);
  });

  it('finds an unbounded string (the walk itself can fail)', () => {
    const shared = z.string().max(3);
    const schema = z.object({ a: z.array(shared).optional(), b: z.string().regex(/^x$/), c: shared.nullable() });
    expect(unguardedStrings(schema, 'probe')).toEqual(['probe.a[]', 'probe.c']);
  });
});
