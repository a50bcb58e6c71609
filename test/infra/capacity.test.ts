import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CONCURRENCY_QUOTA,
  PRECHECK_RESERVED_CONCURRENCY,
  PRECHECK_ROUTE,
  PRECHECK_SECONDS_HELD,
  ROUTE_KINDS,
  ROUTE_THROTTLES,
  type RouteKind,
  routeKind,
  routesByKind,
  UNRESERVED_CONCURRENCY_MINIMUM,
  WORKER_MAX_CONCURRENCY,
} from '../../infra/capacity';
import { pascalCase } from '../../infra/keys';
import type { SemaforoStacks } from '../../infra/semaforo-app';
import { METRICS_NAMESPACE } from '../../shared/metrics';
import { QUEUES, type QueueName } from '../../shared/resources';
import { API_ROUTES, ROUTE_NAMES } from '../../shared/route-table';
import { functionsByDescription, type Json, synthApp, templateOf } from './synth-app';

/** The figures docs/operations.md 'Load and throttling' states, each with its reason in infra/capacity.ts. */
const THROTTLES: Record<RouteKind, { rate: number; burst: number }> = {
  precheck: { rate: 100, burst: 100 },
  reads: { rate: 50, burst: 100 },
  changes: { rate: 10, burst: 20 },
  jobs: { rate: 2, burst: 5 },
};
const WORKER_CEILINGS: Record<QueueName, number> = {
  exports: 2,
  enrichment: 2,
  backtests: 2,
  blacklistLoad: 2,
  customerLoad: 3,
};

describe('what the deployed stage lets through (load and throttling)', () => {
  let stacks: SemaforoStacks;
  let api: Template;
  let workers: Template;
  let methodSettings: Json[];
  beforeAll(() => {
    stacks = synthApp();
    api = templateOf(stacks.api);
    workers = templateOf(stacks.workers);
    const stage = Object.values(api.findResources('AWS::ApiGateway::Stage'))[0]?.Properties as Json;
    methodSettings = stage.MethodSettings;
  });

  const precheckDescription = `Semaforo ${API_ROUTES[PRECHECK_ROUTE].method} ${API_ROUTES[PRECHECK_ROUTE].path}`;
  /** Every function of every stack with its reserved concurrency, if any. */
  const reservations = () =>
    (['auth', 'data', 'workers', 'api', 'web', 'monitoring'] as const).flatMap((name) =>
      Object.entries(templateOf(stacks[name]).findResources('AWS::Lambda::Function')).map(([id, resource]) => ({
        id,
        description: resource.Properties.Description as string | undefined,
        reserved: resource.Properties.ReservedConcurrentExecutions as number | undefined,
      })),
    );

  it('reserves 100 instances for the precheck, and for no other function', () => {
    expect(PRECHECK_RESERVED_CONCURRENCY).toBe(100);
    const precheck = functionsByDescription(api).get(precheckDescription);
    expect(precheck).toBeDefined();
    expect(api.toJSON().Resources[precheck?.id as string].Properties.ReservedConcurrentExecutions).toBe(100);
    const reserved = reservations().filter(({ reserved }) => reserved !== undefined);
    expect(reserved.map(({ description }) => description)).toEqual([precheckDescription]);
  });

  it.each(Object.entries(WORKER_CEILINGS) as [QueueName, number][])(
    'runs the %s worker at most %i at once, from its queue, with no reservation',
    (name, ceiling) => {
      expect(WORKER_MAX_CONCURRENCY[name]).toBe(ceiling);
      const queue = Object.keys(workers.findResources('AWS::SQS::Queue')).find((id) =>
        id.startsWith(`${pascalCase(name)}Queue`),
      );
      const mappings = Object.values(workers.findResources('AWS::Lambda::EventSourceMapping')).filter(
        (mapping) => mapping.Properties.EventSourceArn['Fn::GetAtt'][0] === queue,
      );
      expect(mappings).toHaveLength(1);
      expect(mappings[0]?.Properties.ScalingConfig).toEqual({ MaximumConcurrency: ceiling });
      // The SQS event source takes 2 at the least.
      expect(ceiling).toBeGreaterThanOrEqual(2);
    },
  );

  it('caps every worker queue', () => {
    expect(Object.keys(WORKER_CEILINGS).sort()).toEqual(Object.keys(QUEUES).sort());
  });

  it("keeps the precheck's reserve and the workers' ceilings within the assumed quota, Lambda's unreserved minimum aside", () => {
    expect(ACCOUNT_CONCURRENCY_QUOTA).toBe(1000);
    expect(UNRESERVED_CONCURRENCY_MINIMUM).toBe(100);
    const reserved = reservations().reduce((sum, { reserved }) => sum + (reserved ?? 0), 0);
    const ceilings = Object.values(workers.findResources('AWS::Lambda::EventSourceMapping')).reduce(
      (sum, mapping) => sum + mapping.Properties.ScalingConfig.MaximumConcurrency,
      0,
    );
    expect(reserved + ceilings).toBe(111);
    expect(reserved + ceilings).toBeLessThanOrEqual(ACCOUNT_CONCURRENCY_QUOTA - UNRESERVED_CONCURRENCY_MINIMUM);
  });

  it('lets through no more checks than the reserve holds, so a refused check is a 429, not a Lambda throttle', () => {
    const { rateLimit, burstLimit } = ROUTE_THROTTLES.precheck;
    expect(rateLimit * PRECHECK_SECONDS_HELD).toBeLessThanOrEqual(PRECHECK_RESERVED_CONCURRENCY);
    expect(burstLimit).toBeLessThanOrEqual(PRECHECK_RESERVED_CONCURRENCY);
  });

  it('puts every route of the route table in exactly one kind', () => {
    const kinds = routesByKind();
    expect(Object.values(kinds).flat().sort()).toEqual([...ROUTE_NAMES].sort());
    expect(kinds.precheck).toEqual([PRECHECK_ROUTE]);
    expect(kinds.jobs).toEqual(
      expect.arrayContaining(['exportFileAsync', 'uploadEnricherFile', 'uploadBlacklist', 'runBacktest']),
    );
    expect(kinds.jobs).toEqual(expect.arrayContaining(['exportClientsList', 'exportDossierList']));
    expect(kinds.changes).toEqual(expect.arrayContaining(['createAgency', 'publishBlacklist', 'createUser']));
    expect(kinds.reads).toEqual(expect.arrayContaining(['requestLog', 'clientsList', 'provinces', 'dashboard']));
  });

  it('throttles the precheck highest and the jobs lowest', () => {
    const rates = ROUTE_KINDS.map((kind) => ROUTE_THROTTLES[kind].rateLimit);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(new Set(rates).size).toBe(ROUTE_KINDS.length);
  });

  it.each(ROUTE_KINDS)('throttles every %s method at its figure, with the error logs kept', (kind) => {
    const { rate, burst } = THROTTLES[kind];
    expect(ROUTE_THROTTLES[kind]).toEqual({ rateLimit: rate, burstLimit: burst });
    const routes = ROUTE_NAMES.filter((name) => routeKind(name) === kind);
    expect(routes.length).toBeGreaterThan(0);
    for (const name of routes) {
      const { method, path } = API_ROUTES[name];
      // API Gateway's method-setting paths: the first slash kept, the others written ~1.
      const setting = methodSettings.find(
        (entry) => entry.HttpMethod === method && entry.ResourcePath === `/${path.replaceAll('/', '~1')}`,
      );
      expect(setting, name).toMatchObject({
        ThrottlingRateLimit: rate,
        ThrottlingBurstLimit: burst,
        LoggingLevel: 'ERROR',
        DataTraceEnabled: false,
      });
    }
  });

  it("gives every method settings of its own, and the stage's default the reads' figures", () => {
    expect(methodSettings).toHaveLength(ROUTE_NAMES.length + 1);
    expect(methodSettings.find((entry) => entry.HttpMethod === '*')).toMatchObject({
      ResourcePath: '/*',
      ThrottlingRateLimit: THROTTLES.reads.rate,
      ThrottlingBurstLimit: THROTTLES.reads.burst,
    });
  });

  it("counts the gateway's 429s from the access log, for the throttling alarm", () => {
    const accessLogs = Object.keys(api.findResources('AWS::Logs::LogGroup')).find((id) => id.startsWith('AccessLogs'));
    api.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: accessLogs },
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [{ MetricNamespace: METRICS_NAMESPACE, MetricName: 'ThrottledCalls', MetricValue: '1' }],
    });
  });
});
