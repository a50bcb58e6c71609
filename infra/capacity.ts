import type { QueueName } from '../shared/resources';
import { API_ROUTES, type ApiRoute, ROUTE_NAMES, type RouteName } from '../shared/route-table';
import { CsvResponseSchema } from '../shared/schemas/common';
import { routeAccess } from './access';

/**
 * What the deployed stage lets through, and why each figure (docs/operations.md 'Load and throttling'):
 * Lambda concurrency kept for the precheck against the rest, the queue workers' ceilings, and API
 * Gateway's throttling per kind of route. The checks come first: every new contract waits on one, so no
 * burst of exports, enrichments or black-list loads may take what they need.
 */

/**
 * Lambda's concurrent executions per account and region that the figures below are sized against: the
 * default quota. An account below it (new accounts start lower) raises it before deploying: Lambda
 * refuses a reservation that would leave less than UNRESERVED_CONCURRENCY_MINIMUM to everything else.
 */
export const ACCOUNT_CONCURRENCY_QUOTA = 1000;
/** What Lambda always keeps unreserved for the functions without a reservation of their own. */
export const UNRESERVED_CONCURRENCY_MINIMUM = 100;

/** The route every new contract waits on. */
export const PRECHECK_ROUTE = 'creditCheck' satisfies RouteName;

/**
 * The longest a check holds its instance while the gateway lets it through: a cold start (about a
 * second) or the SDK's retries against a throttled table. Warm, a check is two DynamoDB round trips.
 */
export const PRECHECK_SECONDS_HELD = 1;

/**
 * Instances only the precheck may use, and the most it may use: its gateway rate (100 checks a second)
 * held for PRECHECK_SECONDS_HELD each. Nothing else can take them, so a burst of any other function
 * leaves the checks their capacity; and the precheck cannot grow past them into the other routes'.
 */
export const PRECHECK_RESERVED_CONCURRENCY = 100;

/**
 * The most instances each queue worker runs at once (the SQS event source's maximum concurrency; 2 is
 * the least it takes). Past it the poller leaves messages in the queue instead of invoking, so a capped
 * worker is never throttled and its messages never count a receive toward the dead-letter queue, as a
 * worker held by reserved concurrency would. The ceilings also bound what the jobs read and write in
 * the tables the checks use. A new on-demand table serves at once 12,000 read or 4,000 write units a
 * second (or a mix; more once it has seen a higher peak); each figure keeps its job's share well inside.
 */
export const WORKER_MAX_CONCURRENCY = {
  // A queued export streams the request log at up to about 11,000 rows a second (2 KB each, measured
  // locally): some 2,800 read units a second. Two at once leave the checks' and lists' reads most of
  // the table; the queue holds the rest (a million-row export takes about 90 s).
  exports: 2,
  // An enrichment judges up to 50,000 subjects with the precheck's own reads of the data table: two at
  // once, the least the event source takes.
  enrichment: 2,
  // A back-test replays a period's checks (about 7,700 rows a second locally, some 1,900 read units):
  // an administrator's run before a publication, rare; two at once.
  backtests: 2,
  // One load per list kind (RADIATI, CEDUTI) at once: each writes its members to the data table.
  blacklistLoad: 2,
  // The customer feed's parts: up to about 1,000 customers of 1 KB a second each (measured locally),
  // three at once under the 4,000 write units; two million customers load in well under an hour overnight.
  customerLoad: 3,
} as const satisfies Record<QueueName, number>;

/**
 * API Gateway's throttling per kind of route. The figures are per method (API Gateway keeps a token
 * bucket for each method of the stage), within the account's own limit per region (2,500 requests a
 * second, burst 1,250, in eu-south-1). A call over its method's rate is answered 429 by the gateway
 * at no cost to Lambda or the tables.
 */
export interface Throttle {
  /** Requests a second, steady. */
  rateLimit: number;
  /** Requests at once, the bucket's size. */
  burstLimit: number;
}

export const ROUTE_KINDS = ['precheck', 'reads', 'changes', 'jobs'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

export const ROUTE_THROTTLES: Record<RouteKind, Throttle> = {
  // 100 checks a second is many times the busiest hour of a million checks a year, and what the reserve
  // holds at a second a check; the burst is the reserve itself, so every check the gateway lets through
  // finds an instance: a refusal is the gateway's 429, never a Lambda throttle (which it answers 500).
  precheck: {
    rateLimit: PRECHECK_RESERVED_CONCURRENCY / PRECHECK_SECONDS_HELD,
    burstLimit: PRECHECK_RESERVED_CONCURRENCY,
  },
  // Lists, details, counts, KPIs, reference data: a screen calls each of its methods once or twice, so 50
  // a second per method is far beyond a staff console's use; one runaway client of a list is held to 50
  // calls a second of at most 3 s (its latency budget), some 150 instances.
  reads: { rateLimit: 50, burstLimit: 100 },
  // Calls that change managed data (audited): a person's click each, a few administrators; 10 a second
  // per method is beyond anyone's pace and keeps a looping client well below Cognito's admin quotas.
  changes: { rateLimit: 10, burstLimit: 20 },
  // Calls that start a job (queued: exports, enrichment, black-list loads and purges, back-tests) or answer
  // a whole CSV: a person starts one at a time, and the workers take only their ceiling at once anyway.
  jobs: { rateLimit: 2, burstLimit: 5 },
};

/**
 * A route's kind, from the route table and its access: the precheck; a route that queues work or
 * answers a CSV; one that declares an audit (it changes managed data); any other only reads.
 */
export function routeKind(name: RouteName): RouteKind {
  const route: ApiRoute = API_ROUTES[name];
  if (name === PRECHECK_ROUTE) return 'precheck';
  if ((routeAccess(name).queues ?? []).length > 0 || route.response === CsvResponseSchema) return 'jobs';
  if (route.audit) return 'changes';
  return 'reads';
}

/** Every route by its kind. */
export function routesByKind(): Record<RouteKind, RouteName[]> {
  const kinds = Object.fromEntries(ROUTE_KINDS.map((kind) => [kind, [] as RouteName[]])) as Record<
    RouteKind,
    RouteName[]
  >;
  for (const name of ROUTE_NAMES) kinds[routeKind(name)].push(name);
  return kinds;
}

/** A route's function's reserved concurrency: the precheck's reserve, none for any other. */
export const reservedConcurrency = (name: RouteName): number | undefined =>
  name === PRECHECK_ROUTE ? PRECHECK_RESERVED_CONCURRENCY : undefined;
