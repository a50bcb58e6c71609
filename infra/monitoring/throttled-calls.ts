import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../shared/metrics';
import { FIVE_MINUTES } from './alarm-kit';

/**
 * Calls API Gateway refused with 429 (a method over its throttle, infra/capacity.ts). API Gateway
 * publishes no metric of its own for them (they are inside 4XXError), so a metric filter counts them in
 * the stage's access log, whose `status` field is a string. A metric filter can only take dimensions from
 * the log's fields, so this one metric has no `service` dimension.
 */
export const THROTTLED_CALLS = 'ThrottledCalls';

export function countThrottledCalls(scope: Construct, accessLogs: ILogGroup): MetricFilter {
  return new MetricFilter(scope, 'ThrottledCalls', {
    logGroup: accessLogs,
    filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
    metricNamespace: METRICS_NAMESPACE,
    metricName: THROTTLED_CALLS,
    metricValue: '1',
  });
}

export const throttledCallsMetric = (): Metric =>
  new Metric({ namespace: METRICS_NAMESPACE, metricName: THROTTLED_CALLS, statistic: 'Sum', period: FIVE_MINUTES });
