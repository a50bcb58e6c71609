import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRECHECK_RESERVED_CONCURRENCY } from '../../infra/capacity';
import { pascalCase } from '../../infra/keys';
import { LATENCY_BUDGETS_MS, oldestMessageBudgetSeconds } from '../../infra/monitoring/budgets';
import { routeGroups } from '../../infra/monitoring/function-groups';
import { EXPORT_TYPES } from '../../shared/enums';
import { METRICS_NAMESPACE } from '../../shared/metrics';
import { QUEUES, type QueueName, SCHEDULES, TABLES } from '../../shared/resources';
import { API_ROUTES, ROUTE_NAMES, type RouteName } from '../../shared/route-table';
import { functionsByDescription, type Json, synthApp, templateOf } from './synth-app';

/**
 * The monitoring stack: every alarm of docs/operations.md with its threshold, its reason and
 * the stage's topic; the dashboard; and what the alarms rely on elsewhere (detailed metrics on the
 * budgeted routes, the feed check's schedule, the metrics namespace and tracing on every function).
 */
describe('monitoring stack', () => {
  let template: Template;
  let alarms: Map<string, Json>;
  /** Another stack's resource that a weak reference of the monitoring stack names (its output's value). */
  let referenced: (value: Json) => string;
  let topic: string;

  beforeAll(() => {
    const stacks = synthApp();
    template = templateOf(stacks.monitoring);
    const outputs = Object.fromEntries(
      [stacks.api, stacks.workers, stacks.data].flatMap((stack) =>
        Object.entries(templateOf(stack).toJSON().Outputs ?? {}),
      ),
    ) as Record<string, Json>;
    referenced = (value) => {
      const output = outputs[value?.['Fn::GetStackOutput']?.OutputName];
      return output?.Value?.Ref ?? output?.Value?.['Fn::GetAtt']?.[0] ?? JSON.stringify(value);
    };
    alarms = new Map(
      Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => [
        String(alarm.Properties.AlarmName).replace(/^semaforo-dev-/, ''),
        alarm.Properties as Json,
      ]),
    );
    topic = Object.keys(template.findResources('AWS::SNS::Topic'))[0] as string;
  });

  const alarm = (name: string): Json => {
    const found = alarms.get(name);
    expect(found, name).toBeDefined();
    return found as Json;
  };
  /** The metrics an alarm reads: its own, or those of its math expression. */
  const metricsOf = (properties: Json): Json[] =>
    properties.Metrics
      ? properties.Metrics.filter((query: Json) => query.MetricStat).map((query: Json) => ({
          ...query.MetricStat.Metric,
          Stat: query.MetricStat.Stat,
          Period: query.MetricStat.Period,
        }))
      : [{ Namespace: properties.Namespace, MetricName: properties.MetricName, Dimensions: properties.Dimensions }];
  const expressionOf = (properties: Json): string =>
    properties.Metrics.find((query: Json) => query.ReturnData !== false).Expression;
  const dimension = (metric: Json, name: string) =>
    metric.Dimensions.find((entry: Json) => entry.Name === name)?.Value as Json;

  it('has one topic, TLS only, with no subscription unless the stage names an e-mail', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      }),
    });
    const withEmail = templateOf(synthApp({ alarmEmail: 'ops@example.it' }).monitoring);
    withEmail.resourceCountIs('AWS::SNS::Subscription', 1);
    withEmail.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.it' });
  });

  it('makes every alarm notify the topic when it goes off and when it is back, with its reason', () => {
    expect(alarms.size).toBeGreaterThan(40);
    for (const [name, properties] of alarms) {
      expect(properties.AlarmActions, name).toEqual([{ Ref: topic }]);
      expect(properties.OKActions, name).toEqual([{ Ref: topic }]);
      expect(properties.AlarmDescription, name).toMatch(new RegExp(`.{30,}Runbook: docs/operations.md, "${name}"`));
      expect(properties.TreatMissingData, name).toBe('notBreaching');
    }
  });

  it('watches the 5xx rate, 4xx spikes and the faults the handlers count', () => {
    const rate = alarm('api-5xx-rate');
    expect(rate).toMatchObject({ Threshold: 5, EvaluationPeriods: 2, DatapointsToAlarm: 2 });
    expect(expressionOf(rate)).toBe('IF(requests >= 20, 100 * errors / requests, 0)');
    expect(
      metricsOf(rate)
        .map((metric) => metric.MetricName)
        .sort(),
    ).toEqual(['5XXError', 'Count']);
    for (const metric of metricsOf(rate)) {
      expect(metric.Namespace).toBe('AWS/ApiGateway');
      expect(dimension(metric, 'ApiName')).toBe('semaforo-dev');
      expect(dimension(metric, 'Stage')).toBe('dev');
    }
    const spike = alarm('api-4xx-spike');
    expect(spike).toMatchObject({ Threshold: 25, EvaluationPeriods: 3 });
    expect(expressionOf(spike)).toBe('IF(requests >= 50, 100 * errors / requests, 0)');
    expect(alarm('handler-faults')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'ServerErrors',
      Dimensions: [{ Name: 'service', Value: 'semaforo' }],
      Statistic: 'Sum',
      Threshold: 5,
    });
    expect(alarm('precheck-technical-errors')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'TechnicalErrors',
      Threshold: 1,
    });
  });

  it.each(Object.entries(LATENCY_BUDGETS_MS))('watches the p99 latency of %s against %i ms', (route, budget) => {
    const { method, path } = API_ROUTES[route as RouteName];
    expect(alarm(`latency-${route}`)).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Period: 300,
      Threshold: budget,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 3,
      Dimensions: expect.arrayContaining([
        { Name: 'ApiName', Value: 'semaforo-dev' },
        { Name: 'Method', Value: method },
        { Name: 'Resource', Value: path },
        { Name: 'Stage', Value: 'dev' },
      ]),
    });
  });

  it('turns on detailed metrics on the budgeted methods only', () => {
    const stage = Object.values(templateOf(synthApp().api).findResources('AWS::ApiGateway::Stage'))[0]
      ?.Properties as Json;
    const detailed = stage.MethodSettings.filter((setting: Json) => setting.MetricsEnabled);
    const expected = Object.keys(LATENCY_BUDGETS_MS).map((route) => {
      const { method, path } = API_ROUTES[route as RouteName];
      // API Gateway's method-setting paths: the first slash kept, the others written ~1.
      return { HttpMethod: method, ResourcePath: `/${path.replaceAll('/', '~1')}` };
    });
    expect(detailed.map(({ HttpMethod, ResourcePath }: Json) => ({ HttpMethod, ResourcePath }))).toEqual(
      expect.arrayContaining(expected),
    );
    expect(detailed).toHaveLength(expected.length);
  });

  const groups: [string, number][] = [
    ...[...routeGroups()].map(([name, routes]) => [name, routes.length] as [string, number]),
    ['workers', Object.keys(QUEUES).length],
  ];
  it.each(groups)(
    'watches the %s group (%i functions): errors, throttles, concurrency near the quota',
    (group, size) => {
      const errors = alarm(`lambda-errors-${group}`);
      const functionsOf = (properties: Json) =>
        metricsOf(properties)
          .filter((metric) => metric.Namespace === 'AWS/Lambda')
          .map((metric) => referenced(dimension(metric, 'FunctionName')));
      expect(functionsOf(errors)).toHaveLength(size);
      expect(metricsOf(errors).every((metric) => metric.MetricName === 'Errors' && metric.Stat === 'Sum')).toBe(true);
      expect(errors).toMatchObject({ Threshold: 1, EvaluationPeriods: 1 });
      const throttles = alarm(`lambda-throttles-${group}`);
      expect(functionsOf(throttles)).toEqual(functionsOf(errors));
      expect(throttles).toMatchObject({ Threshold: 1 });
      const concurrency = alarm(`lambda-concurrency-${group}`);
      expect(functionsOf(concurrency)).toEqual(functionsOf(errors));
      expect(concurrency).toMatchObject({ Threshold: 80 });
      if (group === 'precheck') return;
      expect(expressionOf(concurrency)).toMatch(/^100 \* \(.+\) \/ SERVICE_QUOTA\(quota\)$/);
      expect(metricsOf(concurrency)).toContainEqual(
        expect.objectContaining({ Namespace: 'AWS/Usage', MetricName: 'ConcurrentExecutions' }),
      );
    },
  );

  it('watches the precheck against its reserved concurrency, not the account quota', () => {
    const concurrency = alarm('lambda-concurrency-precheck');
    expect(expressionOf(concurrency)).toBe(`100 * (FILL(f0, 0)) / ${PRECHECK_RESERVED_CONCURRENCY}`);
    expect(metricsOf(concurrency).map((metric) => metric.Namespace)).toEqual(['AWS/Lambda']);
    expect(concurrency.AlarmDescription).toContain('its reserved concurrency (100 instances)');
  });

  it("watches the calls the gateway throttled (429), counted from the stage's access log", () => {
    expect(alarm('api-throttled')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'ThrottledCalls',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 10,
      EvaluationPeriods: 1,
    });
  });

  it('watches every function of the API and the workers in exactly one group', () => {
    const watched = groups.flatMap(([group]) =>
      metricsOf(alarm(`lambda-errors-${group}`)).map((metric) => referenced(dimension(metric, 'FunctionName'))),
    );
    expect(new Set(watched).size).toBe(ROUTE_NAMES.length + Object.keys(QUEUES).length);
  });

  it.each(Object.keys(TABLES))('watches the %s table: throttled requests and system errors', (table) => {
    const throttles = alarm(`dynamodb-throttles-${table}`);
    expect(throttles).toMatchObject({ Threshold: 1, EvaluationPeriods: 2, DatapointsToAlarm: 2 });
    const systemErrors = alarm(`dynamodb-system-errors-${table}`);
    expect(systemErrors).toMatchObject({ Threshold: 1, EvaluationPeriods: 1 });
    for (const [properties, metricName] of [
      [throttles, 'ThrottledRequests'],
      [systemErrors, 'SystemErrors'],
    ] as const) {
      const metrics = metricsOf(properties);
      expect(metrics.length).toBeGreaterThanOrEqual(8);
      for (const metric of metrics) {
        expect(metric).toMatchObject({ Namespace: 'AWS/DynamoDB', MetricName: metricName, Stat: 'Sum' });
        expect(referenced(dimension(metric, 'TableName'))).toMatch(new RegExp(`^${pascalCase(table)}Table`));
      }
    }
  });

  it.each(Object.keys(QUEUES) as QueueName[])(
    'watches the %s queue: dead letters and the age of its oldest message',
    (queue) => {
      const deadLetters = alarm(`dlq-${queue}`);
      expect(deadLetters).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Statistic: 'Maximum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      expect(referenced(dimension(deadLetters, 'QueueName'))).toMatch(
        new RegExp(`^${pascalCase(queue)}DeadLetterQueue`),
      );
      const age = alarm(`queue-age-${queue}`);
      expect(age).toMatchObject({
        MetricName: 'ApproximateAgeOfOldestMessage',
        Statistic: 'Maximum',
        Threshold: QUEUES[queue].workerTimeoutSeconds + 300,
      });
      expect(age.Threshold).toBe(oldestMessageBudgetSeconds(queue));
      expect(referenced(dimension(age, 'QueueName'))).toMatch(new RegExp(`^${pascalCase(queue)}Queue`));
    },
  );

  it('watches the customer feed by the stated hour, on the metric the loader emits', () => {
    expect(alarm('customer-feed-missing')).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'CustomerFeedMissing',
      Statistic: 'Maximum',
      Period: 3600,
      Threshold: 1,
    });
  });

  it.each(EXPORT_TYPES)('watches the failures of %s jobs on the job rail', (jobType) => {
    expect(alarm(`jobs-failed-${jobType.toLowerCase().replaceAll('_', '-')}`)).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'JobsFailed',
      Dimensions: expect.arrayContaining([{ Name: 'jobType', Value: jobType }]),
      Threshold: 1,
    });
  });

  it('has the stage dashboard with the alarms, the route groups, the business figures, the queues and the tables', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const dashboard = Object.values(template.findResources('AWS::CloudWatch::Dashboard'))[0]?.Properties as Json;
    expect(dashboard.DashboardName).toBe('semaforo-dev');
    const body = JSON.stringify(dashboard.DashboardBody);
    for (const title of [
      'Alarms',
      'API: calls and errors',
      'p99 latency of the budgeted routes',
      'Checks by light',
      'Checks by result code',
      'Black-list loads',
      'Customer feed',
      'Jobs by type',
      'Dead-letter queues',
      'Tables: throttled requests',
      ...groups.map(([group]) => `Functions: ${group}`),
    ]) {
      expect(body, title).toContain(`\\"title\\":\\"${title}`);
    }
  });
});

describe('what the alarms rely on elsewhere', () => {
  it('every function of the API and the workers is traced and names the metrics namespace', () => {
    const stacks = synthApp();
    const functions = [stacks.api, stacks.workers].flatMap((stack) => [
      ...functionsByDescription(templateOf(stack)).values(),
    ]);
    const ours = functions.filter(({ properties }) => properties.Description?.startsWith('Semaforo'));
    // One per route, per worker queue and per scheduled job (the black lists' midnight switch).
    expect(ours).toHaveLength(ROUTE_NAMES.length + Object.keys(QUEUES).length + Object.keys(SCHEDULES).length);
    for (const { properties } of ours) {
      expect(properties.TracingConfig, properties.Description).toEqual({ Mode: 'Active' });
      expect(properties.Environment.Variables, properties.Description).toMatchObject({
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_SERVICE_NAME: 'semaforo',
      });
    }
  });

  it("schedules the feed check hourly from 08:00 to 20:00 Italian time on the customer loader's queue", () => {
    const workers = templateOf(synthApp().workers);
    const queue = Object.keys(workers.findResources('AWS::SQS::Queue')).find((id) =>
      id.startsWith('CustomerLoadQueue'),
    );
    workers.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 8-20 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Rome',
      State: 'ENABLED',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [queue, 'Arn'] },
        Input: JSON.stringify({ kind: 'feedCheck', scheduledTime: '<aws.scheduler.scheduled-time>' }),
      }),
    });
  });
});
