import { MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { METRIC_NAMES, METRICS_NAMESPACE, SERVICE_DIMENSION, SERVICE_NAME } from '../../shared/metrics';
import { API_ROUTES } from '../../shared/route-table';
import { type AlarmKit, FIVE_MINUTES } from './alarm-kit';
import { API_BUDGETS, type BudgetedRoute, LATENCY_BUDGETS_MS, LATENCY_PERIODS, TECHNICAL_ERRORS } from './budgets';
import { throttledCallsMetric } from './throttled-calls';

/** The API as API Gateway measures it: the whole stage, or one method (detailed metrics, budgeted routes only). */
export const apiMetric = (stage: string, metricName: string, statistic: string, route?: BudgetedRoute) =>
  new Metric({
    namespace: 'AWS/ApiGateway',
    metricName,
    statistic,
    period: FIVE_MINUTES,
    dimensionsMap: {
      ApiName: `semaforo-${stage}`,
      Stage: stage,
      ...(route ? { Method: API_ROUTES[route].method, Resource: API_ROUTES[route].path } : {}),
    },
  });

/** This product's own metrics (shared/metrics.ts), service-wide. */
export const appMetric = (metricName: string, statistic = 'Sum', extra: Record<string, string> = {}) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    statistic,
    period: FIVE_MINUTES,
    dimensionsMap: { [SERVICE_DIMENSION]: SERVICE_NAME, ...extra },
  });

/** A share of all calls, in percent, counted only in periods with enough calls to make it a rate. */
function errorRate(stage: string, errors: '5XXError' | '4XXError', minRequests: number) {
  return new MathExpression({
    expression: `IF(requests >= ${minRequests}, 100 * errors / requests, 0)`,
    usingMetrics: { errors: apiMetric(stage, errors, 'Sum'), requests: apiMetric(stage, 'Count', 'Sum') },
    label: `${errors} % of calls`,
    period: FIVE_MINUTES,
  });
}

export function addApiAlarms(kit: AlarmKit, stage: string): void {
  const { serverErrorRate, clientErrorSpike, handlerFaults, throttledCalls } = API_BUDGETS;
  kit.raise('ApiServerErrorRate', {
    name: 'api-5xx-rate',
    metric: errorRate(stage, '5XXError', serverErrorRate.minRequests),
    threshold: serverErrorRate.percent,
    periods: serverErrorRate.periods,
    reason: `At least ${serverErrorRate.percent} % of the API's calls answered 5xx for ${serverErrorRate.periods * 5} minutes: officers are getting 'errore generico'.`,
  });
  kit.raise('ApiClientErrorSpike', {
    name: 'api-4xx-spike',
    metric: errorRate(stage, '4XXError', clientErrorSpike.minRequests),
    threshold: clientErrorSpike.percent,
    periods: clientErrorSpike.periods,
    reason: `At least ${clientErrorSpike.percent} % of the API's calls were refused (4xx) for ${clientErrorSpike.periods * 5} minutes: a broken console release or someone probing the API.`,
  });
  kit.raise('ApiThrottledCalls', {
    name: 'api-throttled',
    metric: throttledCallsMetric(),
    threshold: throttledCalls,
    reason: `API Gateway refused ${throttledCalls} or more calls with 429 in 5 minutes: a method over its throttle (infra/capacity.ts), a person told to try again.`,
  });
  kit.raise('HandlerFaults', {
    name: 'handler-faults',
    metric: appMetric(METRIC_NAMES.serverErrors),
    threshold: handlerFaults,
    reason: `The handlers answered ${handlerFaults} or more calls with a 5xx in 5 minutes (ServerErrors): a fault inside a route, even at low traffic.`,
  });
  kit.raise('PrecheckTechnicalErrors', {
    name: 'precheck-technical-errors',
    metric: appMetric(METRIC_NAMES.technicalErrors),
    threshold: TECHNICAL_ERRORS,
    reason:
      "A credit check could not be recorded (TechnicalErrors): the officer was told 'Verifica non registrata' and must repeat it.",
  });
  for (const [route, budget] of Object.entries(LATENCY_BUDGETS_MS) as [BudgetedRoute, number][]) {
    const { method, path } = API_ROUTES[route];
    kit.raise(`Latency${route}`, {
      name: `latency-${route}`,
      metric: apiMetric(stage, 'Latency', 'p99', route),
      threshold: budget,
      periods: LATENCY_PERIODS,
      reason: `p99 latency of ${method} ${path} over its budget of ${budget} ms for ${LATENCY_PERIODS * 5} minutes.`,
    });
  }
}
