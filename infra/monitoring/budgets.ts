import { QUEUES, type QueueName } from '../../shared/resources';
import type { RouteName } from '../../shared/route-table';

/**
 * What every alarm of the monitoring stack compares with, and why (docs/operations.md says what to do
 * when one goes off). Periods are five minutes unless said; "for N periods" means N in a row.
 */

/**
 * p99 latency budgets of the routes a person waits on, in milliseconds, as API Gateway measures them
 * (the whole call: authorizer, integration, a cold start included). Only these methods get API Gateway's
 * detailed metrics, which are billed per method.
 * - The precheck: 1.5 s. Warm, it is two DynamoDB round trips (tens of ms in AWS; p95 under 150 ms on
 *   the local stack under load, docs/benchmarks.md); a cold start adds up to about a second, so a p99
 *   over 1.5 s for 15 minutes is no longer cold starts but a slow read. An agent is on the phone with
 *   the customer while it runs.
 * - The lists: 3 s. A first page reads at most 4 pages' worth of index items (about 30–170 ms locally
 *   at a million rows) and its count runs beside it (2.5 s at a month of a million rows before the
 *   aggregates); past 3 s for 15 minutes the officers' main screens feel broken.
 */
export const LATENCY_BUDGETS_MS = {
  creditCheck: 1500,
  requestLog: 3000,
  groupedRequestLog: 3000,
  clientsList: 3000,
  getWhitelist: 3000,
  retrieveAgencies: 3000,
  exportFilesList: 3000,
} as const satisfies Partial<Record<RouteName, number>>;
export type BudgetedRoute = keyof typeof LATENCY_BUDGETS_MS;
/** Periods in a row over budget: a single cold start or one slow count does not page anyone. */
export const LATENCY_PERIODS = 3;

export const API_BUDGETS = {
  /**
   * 5xx share of all calls, in percent, for 2 periods, counted only with at least `minRequests` calls in
   * the period (one failed call in three is noise, not a rate). Nothing a client sends may be a 500, so
   * 5 % is a fault, not traffic.
   */
  serverErrorRate: { percent: 5, minRequests: 20, periods: 2 },
  /**
   * 4xx share, in percent, for 3 periods with at least `minRequests` calls: refusals are normal (an
   * expired session, a form error), a quarter of all calls refused for 15 minutes is a broken console
   * release or someone probing the API.
   */
  clientErrorSpike: { percent: 25, minRequests: 50, periods: 3 },
  /**
   * Faults answered by the handlers themselves (ServerErrors, this product's metric): 5 in a period. It
   * catches a failing route at low traffic, where the rate above waits for 20 calls.
   */
  handlerFaults: 5,
  /**
   * Calls the gateway refused with 429 (a method over its throttle, infra/capacity.ts), in a period: 10.
   * Each kind's rate is many times its normal use, so one or two are a client retrying too fast; ten in
   * five minutes are a route at its ceiling, and a person refused.
   */
  throttledCalls: 10,
} as const;

export const FUNCTION_BUDGETS = {
  /** Errors (a crash or a timeout: the frames answer every other failure) in a group: any. */
  errors: 1,
  /** Throttled invocations in a group: any is a call refused, or a queue's messages held back. */
  throttles: 1,
  /**
   * The group's concurrent executions, in percent of the account's concurrency quota (read from Service
   * Quotas), or of the group's reserved concurrency when it has one (the precheck).
   */
  concurrencyPercent: 80,
} as const;

export const TABLE_BUDGETS = {
  /**
   * Throttled requests, all operations, for 2 periods. On-demand tables throttle only past twice their
   * previous peak or on a hot partition; the SDK retries, so one throttle is invisible, two periods of
   * them are sustained pressure.
   */
  throttles: { count: 1, periods: 2 },
  /** DynamoDB's own failures (HTTP 500), all operations: any. */
  systemErrors: 1,
} as const;

/** The operations the product sends to DynamoDB (functions/): the alarms sum their per-operation metrics. */
export const TABLE_OPERATIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'Scan',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
] as const;

/**
 * The oldest message a worker queue may hold, in seconds: its worker's timeout plus five minutes. A
 * message still there after one whole attempt was not taken (the worker is not consuming) or failed
 * and waits for its retry; either way someone should look before it reaches the dead-letter queue.
 */
export const oldestMessageBudgetSeconds = (queue: QueueName): number => QUEUES[queue].workerTimeoutSeconds + 300;

/** Any message in a dead-letter queue: a job failed every attempt and waits for a person. */
export const DEAD_LETTER_BUDGET = 1;

/**
 * The daily customer feed: loaded by 08:00 Italian time. It arrives overnight; at 08:00 the first
 * officers start work and would otherwise check against yesterday's customers. The loader checks
 * every hour from then until 20:00 and the alarm holds until a feed is loaded.
 */
export const CUSTOMER_FEED_DEADLINE = { hour: 8, lastCheckHour: 20, timeZone: 'Europe/Rome' } as const;

/** Jobs of one type ended in ERROR by a fault or a timeout (JobsFailed): any. */
export const JOB_FAILURES = 1;
/** Precheck technical errors (a check answered 'Verifica non registrata'): any, each is an officer told to repeat it. */
export const TECHNICAL_ERRORS = 1;
