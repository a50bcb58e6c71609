import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

export const FIVE_MINUTES = Duration.minutes(5);

export interface AlarmSpec {
  /** Short kebab-case name: the alarm is `semaforo-<stage>-<name>` in the console and the e-mails. */
  name: string;
  metric: IMetric;
  threshold: number;
  /** Greater than or equal to the threshold unless said. */
  comparison?: ComparisonOperator;
  /** Periods in a row that must breach; 1 unless said. */
  periods?: number;
  /** A period without data: not breaching unless said (no traffic is no trouble). */
  missingData?: TreatMissingData;
  /** What it means and where to look first; the runbook's section is named after the alarm. */
  reason: string;
}

/**
 * Makes the alarms of one stage, each notifying the stage's topic when it goes off and when it is
 * back to OK, each with its reason in its description.
 */
export class AlarmKit {
  readonly alarms: Alarm[] = [];

  constructor(
    private readonly scope: Construct,
    private readonly stage: string,
    private readonly topic: ITopic,
  ) {}

  raise(id: string, spec: AlarmSpec): Alarm {
    const alarm = new Alarm(this.scope, id, {
      alarmName: `semaforo-${this.stage}-${spec.name}`,
      alarmDescription: `${spec.reason} Runbook: docs/operations.md, "${spec.name}".`,
      metric: spec.metric,
      threshold: spec.threshold,
      comparisonOperator: spec.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: spec.periods ?? 1,
      datapointsToAlarm: spec.periods ?? 1,
      treatMissingData: spec.missingData ?? TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
    return alarm;
  }
}
