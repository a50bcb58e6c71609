import { describe, expect, it } from 'vitest';
import { createRandom, seedOf } from '../../infra/local/synthetic/prng';
import { ROLES, type Role } from '../../shared/roles';
import { API_ROUTES, type ApiRoute, ROUTE_NAMES, type RouteName } from '../../shared/route-table';
import { DOMAIN_EXAMPLES } from './domain-examples';
import { FUZZ_MUTATIONS, FUZZ_SEED, failureReport, probeAll, statusSummary } from './fuzz-run';
import { type FuzzStack, fuzzStackOfThisFile } from './fuzz-stack';
import { apiProblems } from './response-oracle';
import { type Caller, type FuzzCase, routeCases } from './route-cases';
import { validExample } from './valid-example';

/*
 * Every route of the route table, fuzzed against a local stack: hostile bodies, queries, path
 * parameters, headers and one-field mutations of valid requests, as the least privileged role the route
 * allows, the most privileged one it refuses, nobody and a forged token. No answer may be a 5xx (a 501 only
 * from a route not built yet, to a caller allowed to call it), show internals, or fail outside the error
 * shape; a refused role gets 403. Deterministic by FUZZ_SEED; FUZZ_CASES scales the mutations.
 */

/** The fuzz files the routes are dealt to, in turn: one per core, each on a stack of its own. */
export const ROUTE_SHARDS = 2;

/** The routes of one shard (0-based): every ROUTE_SHARDS-th route of the table, so every route is in one. */
export function routeShard(index: number): RouteName[] {
  return ROUTE_NAMES.filter((_, position) => position % ROUTE_SHARDS === index);
}

/** An ID token with alg none and a username, which no authorizer may take. */
const UNSIGNED_TOKEN = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
  '{"cognito:username":"mario.rossi","cognito:groups":["ADMIN"],"token_use":"id"}',
).toString('base64url')}.`;

function callersOf(stack: FuzzStack, name: RouteName): Caller[] {
  const allowedRoles = API_ROUTES[name].roles as readonly Role[];
  const allowed = [...allowedRoles].sort((a, b) => ROLES.indexOf(b) - ROLES.indexOf(a))[0] as Role;
  const forbidden = ROLES.find((role) => !allowedRoles.includes(role));
  return [
    { kind: 'allowed', role: allowed, authorization: stack.bearer(allowed) },
    ...(forbidden ? [{ kind: 'forbidden', role: forbidden, authorization: stack.bearer(forbidden) } as const] : []),
    { kind: 'anonymous' },
    { kind: 'garbage token', authorization: `Bearer ${UNSIGNED_TOKEN}` },
  ];
}

const describeCaller = ({ caller }: FuzzCase) => (caller.role ? `${caller.kind} ${caller.role}` : caller.kind);

/** The fuzz of the routes named, on a stack of the calling file's own. */
export function describeRouteFuzz(names: readonly RouteName[]): void {
  const stack = fuzzStackOfThisFile();

  describe.each(names)('fuzz %s', (name) => {
    it('starts from valid requests: those drawn from its schemas, and the one it carries out, pass them', () => {
      const random = createRandom(seedOf(name));
      const { body, params } = (API_ROUTES[name] as ApiRoute).request;
      for (const schema of Object.values(API_ROUTES[name].request)) {
        for (const variant of [undefined, 0, 1, 2, 3, 4, 5]) {
          for (const optionalChance of [0, 0.9]) {
            expect(schema.safeParse(validExample(schema, random, optionalChance, variant)).success).toBe(true);
          }
        }
      }
      const example = DOMAIN_EXAMPLES[name];
      if (!example) return;
      // A route without a body carries out its path parameters alone.
      expect(body ? body.safeParse(example.body).success : example.body === undefined).toBe(true);
      if (params || example.params) expect(params?.safeParse(example.params).success).toBe(true);
    });

    it('answers every hostile request without a 5xx, internals or a failure outside the error shape', async () => {
      const cases = callersOf(stack, name).flatMap((caller) =>
        routeCases(name, FUZZ_SEED, { mutations: FUZZ_MUTATIONS }, caller),
      );
      const probes = await probeAll(stack.port, cases, (fuzzCase, response) => apiProblems(name, fuzzCase, response));
      console.info(`fuzz ${name}: ${statusSummary(probes)}`);
      expect(probes).toHaveLength(cases.length);
      expect(failureReport(probes, describeCaller)).toBe('');
    });
  });
}
