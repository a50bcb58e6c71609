import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, type MetricDimension, type MetricName, SERVICE_NAME } from '../../../shared/metrics';
import { logger } from '../logger';

/**
 * One Powertools Metrics per container, writing the embedded metric format (EMF) to stdout: in AWS,
 * CloudWatch Logs turns each line into metrics of the `Semaforo` namespace; locally the lines appear in
 * the terminal of `npm start`. Its own warnings go through the structured logger.
 */
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME, logger });

type Dimensions = Partial<Record<MetricDimension, string>>;

/** Adds to a metric of this invocation: every metric added is published together when the invocation ends. */
export function countMetric(name: MetricName, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/**
 * Adds to a metric split by dimensions, once per dimension set (a check by light and by result code),
 * in an EMF line of its own written at once: dimensions set here never leak onto the invocation's
 * other metrics.
 */
export function countMetricBy(name: MetricName, dimensionSets: readonly Dimensions[], value = 1): void {
  const single = metrics.singleMetric();
  for (const set of dimensionSets) single.addDimensions(set as Record<string, string>);
  single.addMetric(name, MetricUnit.Count, value);
}

/** Writes the invocation's metrics, if it has any: an invocation that counted nothing writes no line. */
export function publishMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
