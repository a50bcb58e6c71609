import { createRandom, mixSeeds, type Random, seedOf } from '../../infra/local/synthetic/prng';
import type { Role } from '../../shared/roles';
import { API_ROUTES, type ApiRoute, type RouteName } from '../../shared/route-table';
import { DOMAIN_EXAMPLES } from './domain-examples';
import {
  HOSTILE_BODIES,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_FILTERS,
  HOSTILE_HEADER_NAMES,
  HOSTILE_HEADER_VALUES,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  HOSTILE_TEXTS,
  HOSTILE_VALUES,
  MEGABYTE_TEXT,
  OVERSIZED_BODY,
  PROTOTYPE_KEYS,
} from './hostile-values';
import { applyMutation, describeMutation, mutationsOf } from './mutations';
import type { RawRequest } from './raw-http';
import { validExample } from './valid-example';

/** Who sends a case: a role the route allows, one it does not, nobody, or a token that is no token. */
export type CallerKind = 'allowed' | 'forbidden' | 'anonymous' | 'garbage token';

export interface Caller {
  kind: CallerKind;
  role?: Role;
  /** The Authorization header value, if any. */
  authorization?: string;
}

export interface FuzzCase {
  label: string;
  caller: Caller;
  request: RawRequest;
  /** The body as JSON, when it was built from a value (the oracle reads the extraction type of exports). */
  sentBody?: unknown;
}

/** A request before it is written: parts the mutations change, then rendered to bytes once. */
interface Draft {
  label: string;
  method: string;
  params: Record<string, unknown>;
  query: Record<string, unknown> | string | undefined;
  body: unknown;
  rawBody?: Buffer;
  contentType?: string;
  headers: [string, string][];
  /** A target written as is (path variants), instead of one built from the route and the params. */
  target?: string;
}

export interface CaseCounts {
  /** One-field mutations of the valid requests per route and allowed role (FUZZ_CASES). */
  mutations: number;
}

/**
 * Every case of one route for one caller. The allowed role gets the whole catalogue and the sampled
 * mutations; a forbidden role the catalogue of bodies, queries, paths and a quarter of the mutations (its
 * answer must be 403 whatever it sends); no token and a garbage token a few of each.
 */
export function routeCases(name: RouteName, seed: number, counts: CaseCounts, caller: Caller): FuzzCase[] {
  const route = API_ROUTES[name] as ApiRoute;
  const random = createRandom(mixSeeds(seed, seedOf(name), seedOf(caller.kind)));
  const examples = VARIANTS.map((variant) => exampleDraft(route, random, variant));
  const base = examples[1] as Draft;
  const domain = DOMAIN_EXAMPLES[name];
  if (domain) {
    examples.push({ ...base, label: 'valid, carried out', body: domain.body, params: domain.params ?? base.params });
  }
  const drafts: Draft[] = [...examples];
  const gatewayCases = [...bodyCases(route, base, random), ...queryCases(route, base), ...pathCases(route, base)];
  const count = caller.kind === 'allowed' ? counts.mutations : Math.ceil(counts.mutations / 4);
  const drawn = examples.map((example) => mutationCases(example));
  // Half the mutations start from the request the handler carries out, when there is one: they go deepest.
  const mutations = domain
    ? [
        ...sample(drawn.pop() ?? [], Math.ceil(count / 2), random),
        ...sample(drawn.flat(), Math.floor(count / 2), random),
      ]
    : sample(drawn.flat(), count, random);
  if (caller.kind === 'allowed' || caller.kind === 'forbidden') {
    drafts.push(...gatewayCases, ...headerCases(base), ...methodCases(route, base), ...mutations);
  } else {
    drafts.push(...sample([...gatewayCases, ...mutations], 8, random));
  }
  if (caller.kind === 'allowed') drafts.push(...costlyCases(route, base, random));
  return drafts.map((draft) => render(route, draft, caller));
}

/**
 * The valid requests the mutations start from: the smallest, one with most fields, then variants that
 * take each enum's next value, so every value of a short enum (an extraction type) is sent once.
 */
const VARIANTS = [
  { optionalChance: 0, variant: undefined },
  { optionalChance: 0.9, variant: undefined },
  ...[0, 1, 2, 3, 4, 5].map((variant) => ({ optionalChance: variant % 2 === 0 ? 0.3 : 0.9, variant })),
];

function exampleDraft(route: ApiRoute, random: Random, { optionalChance, variant }: (typeof VARIANTS)[number]): Draft {
  const { body, params, query } = route.request;
  const example = (schema: NonNullable<typeof body>) => validExample(schema, random, optionalChance, variant);
  const label = variant === undefined ? (optionalChance === 0 ? 'smallest' : 'most fields') : `variant ${variant}`;
  return {
    label: `valid, ${label}`,
    method: route.method,
    params: params ? (example(params) as Record<string, unknown>) : {},
    query: query ? parseJsonValues(example(query) as Record<string, string>) : undefined,
    body: body ? example(body) : undefined,
    headers: [],
  };
}

/** Query values that are JSON texts become values, so the mutations reach inside them. */
function parseJsonValues(query: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => {
      try {
        const parsed = JSON.parse(value) as unknown;
        return [key, typeof parsed === 'object' && parsed !== null ? parsed : value];
      } catch {
        return [key, value];
      }
    }),
  );
}

function mutationCases(example: Draft): Draft[] {
  const document = { params: example.params, query: example.query ?? {}, body: example.body ?? {} };
  const drafts: Draft[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    if (part === 'body' && example.body === undefined) continue;
    if (part === 'query' && example.query === undefined) continue;
    if (part === 'params' && Object.keys(example.params).length === 0) continue;
    // Path and query values are texts on the wire: they take the hostile texts; a body takes any JSON.
    const replacements = part === 'body' ? HOSTILE_VALUES : HOSTILE_TEXTS;
    for (const mutation of mutationsOf(document[part], replacements)) {
      if (part !== 'body' && mutation.path.length === 0) continue;
      if (part === 'params' && mutation.kind !== 'replace') continue;
      drafts.push({
        ...example,
        label: `${example.label}; ${part}.${describeMutation(mutation)}`,
        [part]: applyMutation(document[part], mutation),
      });
    }
  }
  return drafts;
}

function bodyCases(route: ApiRoute, base: Draft, random: Random): Draft[] {
  const bodies = route.request.body ? HOSTILE_BODIES : HOSTILE_BODIES.filter((_, index) => index % 6 === 0);
  const drafts: Draft[] = bodies.map(({ label, value }) => ({ ...base, label: `body: ${label}`, rawBody: value }));
  if (route.request.body) {
    for (const contentType of HOSTILE_CONTENT_TYPES) {
      drafts.push({ ...base, label: `content type '${contentType}'`, contentType });
    }
    drafts.push({ ...base, label: 'no content type', contentType: '' });
  }
  const field = random.pick(PROTOTYPE_KEYS);
  drafts.push({
    ...base,
    label: `body key ${field} at the top`,
    rawBody: Buffer.from(`{"${field}":{"pageNumber":1}}`),
  });
  return drafts;
}

function queryCases(route: ApiRoute, base: Draft): Draft[] {
  const drafts: Draft[] = HOSTILE_QUERIES.map(({ label, value }) => ({
    ...base,
    label: `query: ${label}`,
    query: value,
  }));
  const jsonKeys = Object.entries(base.query ?? {}).filter(([, value]) => typeof value === 'object');
  for (const [key] of jsonKeys) {
    for (const { label, value } of HOSTILE_FILTERS) {
      drafts.push({ ...base, label: `query ${key}: ${label}`, query: `${key}=${percentEncode(value)}` });
    }
  }
  if (route.request.query === undefined) return drafts.filter((_, index) => index % 2 === 0);
  return drafts;
}

function pathCases(route: ApiRoute, base: Draft): Draft[] {
  const drafts: Draft[] = [];
  for (const name of Object.keys(base.params)) {
    for (const { label, value } of HOSTILE_SEGMENTS) {
      drafts.push({ ...base, label: `path ${name}: ${label}`, params: { ...base.params, [name]: rawSegment(value) } });
    }
  }
  const path = targetPath(route, base.params);
  for (const [label, target] of [
    ['trailing slash', `${path}/`],
    ['double slash', path.replace('/v1/', '//v1/')],
    ['upper-case resource', path.replace(/[^/]+$/, (last) => last.toUpperCase())],
    ['dot segment', path.replace('/v1/', '/v1/./')],
    ['encoded dot dot', path.replace('/v1/', '/v1/%2e%2e/v1/')],
    ['extra segment', `${path}/extra`],
    ['encoded NUL suffix', `${path}%00`],
    ['semicolon suffix', `${path};x=1`],
  ] as const) {
    drafts.push({ ...base, label: `target: ${label}`, target });
  }
  return drafts;
}

function headerCases(base: Draft): Draft[] {
  const drafts: Draft[] = [];
  HOSTILE_HEADER_NAMES.forEach((name, index) => {
    const { label, value } = HOSTILE_HEADER_VALUES[
      index % HOSTILE_HEADER_VALUES.length
    ] as (typeof HOSTILE_HEADER_VALUES)[0];
    drafts.push({ ...base, label: `header ${name}: ${label}`, headers: [[name, value]] });
  });
  for (const { label, value } of HOSTILE_HEADER_VALUES) {
    drafts.push({ ...base, label: `header x-fuzz: ${label}`, headers: [['X-Fuzz', value]] });
  }
  drafts.push({
    ...base,
    label: 'header repeated 50 times',
    headers: Array.from({ length: 50 }, () => ['X-Fuzz', 'a']),
  });
  drafts.push({ ...base, label: 'host header hostile', headers: [['Host', 'evil.example:1']] });
  return drafts;
}

function methodCases(route: ApiRoute, base: Draft): Draft[] {
  const other = route.method === 'GET' ? 'POST' : 'GET';
  return ['HEAD', 'OPTIONS', other, 'TRACE', 'PROPFIND'].map((method) => ({
    ...base,
    label: `method ${method}`,
    method,
  }));
}

/** Megabyte values and the body over the payload limit: one of each per route, for the allowed role. */
function costlyCases(route: ApiRoute, base: Draft, random: Random): Draft[] {
  const megabyte = { label: 'a 1 MB text', value: MEGABYTE_TEXT };
  const drafts: Draft[] = [];
  const fields = mutationsOf(base.body ?? {}, [megabyte]).filter((mutation) => mutation.path.length > 0);
  if (route.request.body && fields.length > 0) {
    const mutation = random.pick(fields);
    drafts.push({ ...base, label: `body.${describeMutation(mutation)}`, body: applyMutation(base.body, mutation) });
  }
  drafts.push({ ...base, label: 'body over 6 MB', rawBody: OVERSIZED_BODY });
  drafts.push({ ...base, label: 'query: a 1 MB value', query: `filters=${'a'.repeat(1024 * 1024)}` });
  return drafts;
}

function render(route: ApiRoute, draft: Draft, caller: Caller): FuzzCase {
  const target = draft.target ?? `${targetPath(route, draft.params)}${queryString(draft.query)}`;
  const headers: [string, string][] = [];
  if (caller.authorization !== undefined) headers.push(['Authorization', caller.authorization]);
  let body = draft.rawBody;
  if (!body && draft.body !== undefined && draft.method !== 'GET' && draft.method !== 'HEAD') {
    body = Buffer.from(JSON.stringify(draft.body), 'utf8');
  }
  const contentType = draft.contentType ?? (body ? 'application/json' : undefined);
  if (contentType) headers.push(['Content-Type', contentType]);
  headers.push(...draft.headers);
  return {
    label: draft.label,
    caller,
    request: { method: draft.method, target, headers, body },
    sentBody: draft.rawBody ? undefined : draft.body,
  };
}

/** The route's path with its parameters: texts percent-encoded, segments from the catalogue as they are. */
function targetPath(route: ApiRoute, params: Record<string, unknown>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value instanceof RawSegment) return value.text;
    return percentEncode(typeof value === 'string' ? value : JSON.stringify(value));
  });
}

function queryString(query: Draft['query']): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return `?${query}`;
  const pairs = Object.entries(query).map(
    ([key, value]) =>
      `${percentEncode(key)}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value))}`,
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A segment already encoded, kept as written. */
class RawSegment {
  constructor(readonly text: string) {}
}
const rawSegment = (text: string) => new RawSegment(text);

/** Percent-encodes the UTF-8 bytes of a text; unlike encodeURIComponent it takes lone surrogates too. */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** `count` items drawn without repetition, in a seeded order. */
function sample<T>(items: readonly T[], count: number, random: Random): T[] {
  const pool = [...items];
  const drawn: T[] = [];
  while (drawn.length < count && pool.length > 0) drawn.push(pool.splice(random.int(pool.length), 1)[0] as T);
  return drawn;
}
