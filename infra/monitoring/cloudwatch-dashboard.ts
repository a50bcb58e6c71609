import { Duration } from 'aws-cdk-lib';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { METRIC_NAMES, METRICS_NAMESPACE, SERVICE_DIMENSION } from '../../shared/metrics';
import type { QueueName, TableName } from '../../shared/resources';
import { FIVE_MINUTES } from './alarm-kit';
import { apiMetric, appMetric } from './api-alarms';
import { type BudgetedRoute, LATENCY_BUDGETS_MS } from './budgets';
import { filledSum } from './filled-sum';
import type { FunctionGroup } from './function-alarms';
import type { WatchedQueue } from './queue-alarms';
import { overOperations } from './table-alarms';
import { throttledCallsMetric } from './throttled-calls';

export interface DashboardProps {
  stage: string;
  groups: readonly FunctionGroup[];
  queues: Record<QueueName, WatchedQueue>;
  tables: Record<TableName, ITable>;
  alarms: readonly Alarm[];
}

const WIDE = { width: 12, height: 6 } as const;
const NARROW = { width: 8, height: 6 } as const;

/** Every series of one of this product's metrics split by `dimension` (a dashboard search; alarms cannot use one). */
const split = (metricName: string, dimension: string, label: string) =>
  new MathExpression({
    expression: `SEARCH('{${METRICS_NAMESPACE},${SERVICE_DIMENSION},${dimension}} MetricName="${metricName}"', 'Sum', 300)`,
    label,
    period: FIVE_MINUTES,
  });

function perFunction(functions: readonly IFunction[], metricName: string, statistic: string): IMetric[] {
  return functions.map((fn) =>
    fn.metric(metricName, { statistic, period: FIVE_MINUTES, label: `${fn.node.scope?.node.id ?? fn.node.id}` }),
  );
}

const groupSum = (functions: readonly IFunction[], metricName: string): IMetric =>
  filledSum(
    Object.fromEntries(
      functions.map((fn, index) => [
        `${metricName.toLowerCase()}${index}`,
        fn.metric(metricName, { statistic: 'Sum', period: FIVE_MINUTES }),
      ]),
    ),
    metricName,
  );

/**
 * The stage's CloudWatch dashboard, `semaforo-<stage>`: the alarms' states first, then the API, each
 * function group (traffic, errors, p99 duration of each function), the latency budgets, the business
 * figures, the worker queues and the tables.
 */
export class SemaforoDashboard extends Dashboard {
  constructor(scope: Construct, id: string, props: DashboardProps) {
    super(scope, id, { dashboardName: `semaforo-${props.stage}`, defaultInterval: Duration.hours(12) });
    const { stage } = props;
    this.addWidgets(
      new TextWidget({
        markdown: `# Semaforo ${stage}\nWhat each alarm means and what to look at first: docs/operations.md.`,
        width: 24,
        height: 2,
      }),
    );
    this.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: 24, height: 6 }));

    this.addWidgets(
      new GraphWidget({
        title: 'API: calls and errors',
        left: [
          apiMetric(stage, 'Count', 'Sum'),
          apiMetric(stage, '4XXError', 'Sum'),
          apiMetric(stage, '5XXError', 'Sum'),
          throttledCallsMetric().with({ label: '429 (throttled)' }),
        ],
        ...WIDE,
      }),
      new GraphWidget({
        title: 'API: latency (ms)',
        left: [apiMetric(stage, 'Latency', 'p50'), apiMetric(stage, 'Latency', 'p99')],
        ...WIDE,
      }),
    );
    const budgeted = Object.entries(LATENCY_BUDGETS_MS) as [BudgetedRoute, number][];
    this.addWidgets(
      new GraphWidget({
        title: 'p99 latency of the budgeted routes (ms)',
        left: budgeted.map(([route]) => apiMetric(stage, 'Latency', 'p99', route).with({ label: route })),
        leftAnnotations: [...new Set(budgeted.map(([, budget]) => budget))].map((budget) => ({
          value: budget,
          label: `budget ${budget} ms`,
        })),
        width: 24,
        height: 6,
      }),
    );

    this.addWidgets(
      ...props.groups.map(
        (group) =>
          new GraphWidget({
            title: `Functions: ${group.name}`,
            left: [
              groupSum(group.functions, 'Invocations'),
              groupSum(group.functions, 'Errors'),
              groupSum(group.functions, 'Throttles'),
            ],
            right: perFunction(group.functions, 'Duration', 'p99'),
            rightYAxis: { label: 'p99 ms', showUnits: false },
            ...NARROW,
          }),
      ),
    );

    this.addWidgets(
      new GraphWidget({
        title: 'Checks by light',
        left: [split(METRIC_NAMES.checks, 'trafficLight', 'Checks')],
        ...NARROW,
      }),
      new GraphWidget({
        title: 'Checks by result code',
        left: [split(METRIC_NAMES.checks, 'resultCode', 'Checks')],
        ...NARROW,
      }),
      new GraphWidget({
        title: 'White-list hits, technical errors, handler faults',
        left: [
          appMetric(METRIC_NAMES.whiteListHits),
          appMetric(METRIC_NAMES.technicalErrors),
          appMetric(METRIC_NAMES.serverErrors),
        ],
        ...NARROW,
      }),
      new GraphWidget({
        title: 'Black-list loads',
        left: [split(METRIC_NAMES.blacklistLoads, 'outcome', 'Loads')],
        right: [
          split(METRIC_NAMES.blacklistLoadedRecords, 'kind', 'Loaded'),
          split(METRIC_NAMES.blacklistDiscardedRecords, 'kind', 'Discarded'),
        ],
        ...NARROW,
      }),
      new GraphWidget({
        title: 'Customer feed',
        left: [
          appMetric(METRIC_NAMES.customerFeedLoads),
          appMetric(METRIC_NAMES.customerFeedFailures),
          appMetric(METRIC_NAMES.customerFeedMissing, 'Maximum'),
        ],
        right: [appMetric(METRIC_NAMES.customerFeedRows), appMetric(METRIC_NAMES.customerFeedRefusedRows)],
        ...NARROW,
      }),
      new GraphWidget({
        title: 'Jobs by type',
        left: [
          split(METRIC_NAMES.jobsCompleted, 'jobType', 'Completed'),
          split(METRIC_NAMES.jobsFailed, 'jobType', 'Failed'),
          split(METRIC_NAMES.jobsTooLarge, 'jobType', 'Too large'),
        ],
        ...NARROW,
      }),
    );

    const queues = Object.entries(props.queues) as [QueueName, WatchedQueue][];
    this.addWidgets(
      new GraphWidget({
        title: 'Worker queues: messages waiting',
        left: queues.map(([name, { queue }]) =>
          queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum', label: name }),
        ),
        ...NARROW,
      }),
      new GraphWidget({
        title: 'Worker queues: oldest message (s)',
        left: queues.map(([name, { queue }]) =>
          queue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: 'Maximum', label: name }),
        ),
        ...NARROW,
      }),
      new GraphWidget({
        title: 'Dead-letter queues',
        left: queues.map(([name, { deadLetterQueue }]) =>
          deadLetterQueue.metricApproximateNumberOfMessagesVisible({
            period: FIVE_MINUTES,
            statistic: 'Maximum',
            label: name,
          }),
        ),
        ...NARROW,
      }),
    );
    const tables = Object.entries(props.tables) as [TableName, ITable][];
    this.addWidgets(
      new GraphWidget({
        title: 'Tables: throttled requests',
        left: tables.map(([name, table]) => overOperations(table, 'ThrottledRequests', name).with({ label: name })),
        ...WIDE,
      }),
      new GraphWidget({
        title: 'Tables: system errors',
        left: tables.map(([name, table]) => overOperations(table, 'SystemErrors', name).with({ label: name })),
        ...WIDE,
      }),
    );
  }
}
