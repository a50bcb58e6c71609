import type { z } from 'zod';
import type { Random } from '../../infra/local/synthetic/prng';
import { EXAMPLE_CONFIGURATION_FILE } from '../../shared/decision/example-configuration';

/**
 * A valid value of a zod schema, built from the schema itself, so the fuzz can change one field of an
 * accepted request and reach the validators and handlers behind the parser. Strings with a pattern take
 * a fitting value of a pool of the contract's shapes; refinements across fields (date order, ranges)
 * are met by drawing again until the schema accepts the value. `optionalChance` is how often an
 * optional field is filled: 0 gives the smallest request, near 1 one that fills nearly every filter.
 * A `variant` takes the variant-th value of every enum instead of a random one, so a few variants
 * cover each value of a short enum (an export's extraction type, a black list's kind).
 */
export function validExample(schema: z.ZodType, random: Random, optionalChance: number, variant?: number): unknown {
  const choose = <T>(items: readonly T[]): T =>
    variant === undefined ? random.pick(items) : (items[variant % items.length] as T);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = draw(schema, { random, optionalChance, choose });
    if (schema.safeParse(value).success) return value;
  }
  throw new Error('no valid example found: add a value of this shape to PATTERN_POOL');
}

/** Values of the contract's constrained strings (codes, dates, identifiers); tried in order. */
const PATTERN_POOL = [
  'RM',
  '123',
  '2025-03:RSSMRA85T10A562S',
  'RSSMRA85T10A562S',
  '12345678903',
  '2025-03-14',
  '2025-03-14T10:00:00Z',
  '2025-03',
  'AG1',
  'export.csv',
  'abc',
  '',
];

/**
 * Values of objects whose refinements tie many fields together, which random draws never meet: a
 * configuration file needs both DEFAULT rows in each table, no repeated row or reason, every threshold
 * in range; a white-list insert needs one of two optional identifiers, valid; a user's agency goes with
 * the agent role and no other. An object schema with such a rule takes the first of these it accepts.
 */
const OBJECT_POOL: readonly object[] = [
  EXAMPLE_CONFIGURATION_FILE,
  {
    taxCode: 'RSSMRA85T10A562S',
    vatRegistrationNo: '12345678903',
    companyName: 'Rossi Mario',
    note: null,
    expiringDate: null,
    reasonDescription: 'Altro',
  },
  // A user to create, then one to give a role: an agency goes with the agent role only.
  { username: 'fuzz.campione', email: 'fuzz.campione@esempio.it', role: 'AGENT', agencyCode: 'AG1' },
  { username: 'fuzz.campione', role: 'AGENT', agencyCode: 'AG1' },
];

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => ((def.checks as unknown[] | undefined) ?? []).map((check) => defOf(check));

interface Drawing {
  random: Random;
  optionalChance: number;
  choose: <T>(items: readonly T[]) => T;
}

function draw(schema: unknown, drawing: Drawing): unknown {
  const { random, optionalChance, choose } = drawing;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const pooled = checksOf(def).some((check) => check.check === 'custom') ? pooledObject(schema, shape) : undefined;
      if (pooled) return pooled;
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        if (isOptional(field) && !random.chance(optionalChance)) continue;
        value[key] = draw(field, drawing);
      }
      return value;
    }
    case 'optional':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return draw(def.innerType, drawing);
    case 'nullable':
      return random.chance(optionalChance / 4) ? null : draw(def.innerType, drawing);
    case 'lazy':
      return draw((def.getter as () => unknown)(), drawing);
    case 'pipe':
      return drawPipe(def, drawing);
    case 'union':
      return draw(choose(def.options as unknown[]), drawing);
    case 'array': {
      const { min, max } = lengthBounds(def);
      const length = Math.min(max, Math.max(min, random.between(0, 2)));
      return Array.from({ length }, () => draw(def.element, drawing));
    }
    case 'record':
      return {};
    case 'enum':
      return choose(Object.values(def.entries as Record<string, string>));
    case 'literal':
      return choose(def.values as unknown[]);
    case 'boolean':
      return random.chance(0.5);
    case 'number':
      return drawNumber(def, random);
    case 'string':
      return drawString(def, random);
    case 'null':
      return null;
    default:
      // unknown, any and the rest: a plain string is as valid as anything.
      return 'x';
  }
}

/** A pooled value of exactly this object's fields (a looser object, a date range, would take any). */
function pooledObject(schema: unknown, shape: Record<string, unknown>): object | undefined {
  const fields = Object.keys(shape).sort().join();
  const fits = OBJECT_POOL.find(
    (value) => Object.keys(value).sort().join() === fields && (schema as z.ZodType).safeParse(value).success,
  );
  return fits && structuredClone(fits);
}

/** A field may be left out when the schema takes undefined (a preprocess may look optional and not be). */
function isOptional(schema: unknown): boolean {
  return (schema as z.ZodType).safeParse(undefined).success;
}

/**
 * A pipe is drawn from its output side (its input side is a preprocess or transform whose result the
 * output checks). When the pipe starts from a string, as a JSON-encoded query parameter does, an object
 * drawn for the output travels as its JSON text.
 */
function drawPipe(def: Def, drawing: Drawing): unknown {
  const value = draw(def.out, drawing);
  return startsFromString(def.in) && typeof value !== 'string' ? JSON.stringify(value) : value;
}

function startsFromString(schema: unknown): boolean {
  const def = defOf(schema);
  if (def.type === 'pipe') return startsFromString(def.in);
  return def.type === 'string';
}

function lengthBounds(def: Def) {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = check.minimum as number;
    if (check.check === 'max_length') max = check.maximum as number;
    if (check.check === 'length_equals') min = max = check.length as number;
  }
  return { min, max };
}

function drawNumber(def: Def, random: Random): number {
  let low = 0;
  let high = 1000;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') low = Math.max(low, (check.value as number) + (check.inclusive ? 0 : 1));
    if (check.check === 'less_than') high = Math.min(high, (check.value as number) - (check.inclusive ? 0 : 1));
  }
  return random.between(low, Math.max(low, high));
}

function drawString(def: Def, random: Random): string {
  const { min, max } = lengthBounds(def);
  const patterns = [def, ...checksOf(def)].flatMap((check) => (check.pattern instanceof RegExp ? [check.pattern] : []));
  if (def.format === 'url') return 'https://example.com/a';
  if (def.format === 'email') return 'utente@example.com';
  // Free text passes its control-character pattern: a word then fits as well as any coded value.
  const length = Math.min(max, Math.max(min, random.between(1, 12)));
  const word = Array.from({ length }, () => random.pick([...'abcdefghijklmnopqrstuvwxyz'])).join('');
  const fits = [word, ...PATTERN_POOL].filter(
    (candidate) =>
      candidate.length >= min && candidate.length <= max && patterns.every((pattern) => pattern.test(candidate)),
  );
  return fits.length > 0 ? random.pick(fits) : word;
}
