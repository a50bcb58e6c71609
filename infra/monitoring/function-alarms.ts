import { type IMetric, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type AlarmKit, FIVE_MINUTES } from './alarm-kit';
import { FUNCTION_BUDGETS } from './budgets';
import { filledSum, filledSumExpression } from './filled-sum';
import { inParts } from './function-groups';

/** A group of functions watched together: its name and its functions. */
export interface FunctionGroup {
  name: string;
  functions: readonly IFunction[];
  /** The group's reserved concurrency, when its functions have one (the precheck): its ceiling. */
  reservedConcurrency?: number;
}

const lambdaMetric = (fn: IFunction, metricName: string, statistic: string) =>
  new Metric({
    namespace: 'AWS/Lambda',
    metricName,
    statistic,
    period: FIVE_MINUTES,
    dimensionsMap: { FunctionName: fn.functionName },
  });

/** The account's concurrency in use: what Service Quotas compares with the account's quota. */
const accountConcurrency = new Metric({
  namespace: 'AWS/Usage',
  metricName: 'ConcurrentExecutions',
  statistic: 'Maximum',
  period: FIVE_MINUTES,
  dimensionsMap: { Service: 'Lambda', Type: 'Resource', Resource: 'ConcurrentExecutions', Class: 'None' },
});

/** The sum of one metric over functions. */
const summed = (functions: readonly IFunction[], metricName: string, statistic: string): IMetric =>
  filledSum(
    Object.fromEntries(functions.map((fn, index) => [`f${index}`, lambdaMetric(fn, metricName, statistic)])),
    `${metricName} of the group`,
  );

/**
 * The group's concurrent executions in percent of the account's Lambda concurrency quota, or of its own
 * reserved concurrency when it has one: a reserve is the group's ceiling, the account's quota is not.
 */
function concurrencyShare(functions: readonly IFunction[], reserved?: number): IMetric {
  const usingMetrics: Record<string, IMetric> = Object.fromEntries(
    functions.map((fn, index) => [`f${index}`, lambdaMetric(fn, 'ConcurrentExecutions', 'Maximum')]),
  );
  const sum = filledSumExpression(Object.keys(usingMetrics));
  if (reserved !== undefined) {
    return new MathExpression({
      expression: `100 * (${sum}) / ${reserved}`,
      usingMetrics,
      label: 'Concurrency of the group, % of its reserved concurrency',
      period: FIVE_MINUTES,
    });
  }
  return new MathExpression({
    expression: `100 * (${sum}) / SERVICE_QUOTA(quota)`,
    usingMetrics: { ...usingMetrics, quota: accountConcurrency },
    label: 'Concurrency of the group, % of the account quota',
    period: FIVE_MINUTES,
  });
}

/**
 * Per function group: errors, throttles and concurrency near the account's limit. An alarm reads at
 * most 10 metrics, so a group of more than 9 functions is watched in parts (the concurrency alarm also
 * reads the quota's usage metric).
 */
export function addFunctionAlarms(kit: AlarmKit, groups: readonly FunctionGroup[]): void {
  for (const group of groups) {
    inParts(group.functions, 9).forEach((functions, index, parts) => {
      const name = parts.length > 1 ? `${group.name}-${index + 1}` : group.name;
      const id = name.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase());
      kit.raise(`${id}Errors`, {
        name: `lambda-errors-${name}`,
        metric: summed(functions, 'Errors', 'Sum'),
        threshold: FUNCTION_BUDGETS.errors,
        reason: `A function of the ${group.name} group crashed or timed out (Lambda Errors; the frames answer every other failure).`,
      });
      kit.raise(`${id}Throttles`, {
        name: `lambda-throttles-${name}`,
        metric: summed(functions, 'Throttles', 'Sum'),
        threshold: FUNCTION_BUDGETS.throttles,
        reason: `Lambda refused invocations of the ${group.name} group (Throttles): calls failed or queue messages were held back.`,
      });
      const reserved = parts.length > 1 ? undefined : group.reservedConcurrency;
      const ceiling =
        reserved === undefined
          ? "the account's Lambda concurrency quota"
          : `its reserved concurrency (${reserved} instances)`;
      kit.raise(`${id}Concurrency`, {
        name: `lambda-concurrency-${name}`,
        metric: concurrencyShare(functions, reserved),
        threshold: FUNCTION_BUDGETS.concurrencyPercent,
        reason: `The ${group.name} group ran at ${FUNCTION_BUDGETS.concurrencyPercent} % or more of ${ceiling}: throttles are next.`,
      });
    });
  }
}
