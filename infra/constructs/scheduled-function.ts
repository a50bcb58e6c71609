import { Duration, TimeZone } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import type { ScheduleDefinition } from '../../shared/resources';
import type { Access } from '../access';
import { acknowledge, resourceFinding } from '../nag';
import { type AccessTargets, grantAccess } from './grant-access';
import { NodeFunction } from './node-function';

export interface ScheduledFunctionProps {
  name: string;
  definition: ScheduleDefinition;
  access: Access;
  targets: AccessTargets;
}

/** The time zones a schedule may name (shared/resources.ts ScheduleDefinition). */
const TIME_ZONES: Record<ScheduleDefinition['timeZone'], TimeZone> = { 'Europe/Rome': TimeZone.EUROPE_ROME };

/**
 * A function on a clock (shared/resources.ts SCHEDULES): an EventBridge Scheduler schedule in its own
 * time zone (so Italian midnight stays midnight across daylight saving) invoking it, retried a few times
 * by the scheduler; the function itself is idempotent, so a retried or repeated run changes nothing more.
 */
export class ScheduledFunction extends Construct {
  readonly function: NodeFunction;

  constructor(scope: Construct, id: string, props: ScheduledFunctionProps) {
    super(scope, id);
    const { definition } = props;
    this.function = new NodeFunction(this, 'Function', {
      entry: definition.handler,
      description: `Semaforo scheduled ${props.name}`,
      timeout: Duration.minutes(1),
      memorySize: 256,
    });
    grantAccess(this.function, props.access, props.targets);
    // Its own role, so the one wildcard the target's grant writes (the function's versions) is acknowledged here.
    const invoker = new Role(this, 'InvokeRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
    new Schedule(this, 'Schedule', {
      description: `Semaforo ${props.name}, ${definition.hour}:${definition.minute} ${definition.timeZone}`,
      schedule: ScheduleExpression.cron({
        minute: definition.minute,
        hour: definition.hour,
        timeZone: TIME_ZONES[definition.timeZone],
      }),
      target: new LambdaInvoke(this.function.function, {
        role: invoker,
        retryAttempts: 3,
        maxEventAge: Duration.minutes(10),
      }),
    });
    acknowledge(
      invoker,
      `IAM5[${resourceFinding(invoker, `${this.function.function.functionArn}:*`)}]`,
      'grantInvoke names the function and its versions (`:*`): the schedule invokes this one function only.',
    );
  }
}
