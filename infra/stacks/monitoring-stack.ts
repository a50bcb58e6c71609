import { Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { QueueName, TableName } from '../../shared/resources';
import type { RouteName } from '../../shared/route-table';
import { reservedConcurrency } from '../capacity';
import { AlarmKit } from '../monitoring/alarm-kit';
import { AlarmTopic } from '../monitoring/alarm-topic';
import { addApiAlarms } from '../monitoring/api-alarms';
import { addBusinessAlarms } from '../monitoring/business-alarms';
import { SemaforoDashboard } from '../monitoring/cloudwatch-dashboard';
import { addFunctionAlarms, type FunctionGroup } from '../monitoring/function-alarms';
import { routeGroups } from '../monitoring/function-groups';
import { addQueueAlarms, type WatchedQueue } from '../monitoring/queue-alarms';
import { addTableAlarms } from '../monitoring/table-alarms';

/** The reserved concurrency of a group whose every function has one (infra/capacity.ts), else none. */
function groupReserve(routes: readonly RouteName[]): number | undefined {
  const reserves = routes.map(reservedConcurrency);
  return reserves.every((reserve) => reserve !== undefined)
    ? reserves.reduce((sum, reserve) => sum + reserve, 0)
    : undefined;
}

export interface MonitoringStackProps extends StackProps {
  stage: string;
  /** Subscribed to the alarm topic by e-mail; none when undefined. */
  alarmEmail?: string;
  routes: Record<RouteName, IFunction>;
  workers: Record<QueueName, IFunction>;
  queues: Record<QueueName, WatchedQueue>;
  tables: Record<TableName, ITable>;
}

/**
 * How operations hear of trouble before the risk officers do (docs/operations.md): one SNS topic, the
 * alarms of the API, the function groups, the tables, the worker queues and the business, each with its
 * reason, and the stage's dashboard. Deployed last: it only reads the other stacks' names.
 */
export class MonitoringStack extends Stack {
  readonly topic: AlarmTopic;
  readonly alarms: AlarmKit;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    this.topic = new AlarmTopic(this, 'AlarmTopic', { stage: props.stage, email: props.alarmEmail });
    this.alarms = new AlarmKit(this, props.stage, this.topic);

    const groups: FunctionGroup[] = [
      ...[...routeGroups()].map(([name, routes]) => ({
        name,
        functions: routes.map((route) => props.routes[route]),
        reservedConcurrency: groupReserve(routes),
      })),
      { name: 'workers', functions: Object.values(props.workers) },
    ];
    addApiAlarms(this.alarms, props.stage);
    addFunctionAlarms(this.alarms, groups);
    addTableAlarms(this.alarms, props.tables);
    addQueueAlarms(this.alarms, props.queues);
    addBusinessAlarms(this.alarms);

    new SemaforoDashboard(this, 'Dashboard', {
      stage: props.stage,
      groups,
      queues: props.queues,
      tables: props.tables,
      alarms: this.alarms.alarms,
    });
  }
}
