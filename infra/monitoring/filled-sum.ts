import { type IMetric, MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import { FIVE_MINUTES } from './alarm-kit';

/** The sum of metrics, a period without data counting as zero; ids must be unique on a dashboard graph. */
export const filledSumExpression = (ids: readonly string[]): string => ids.map((id) => `FILL(${id}, 0)`).join(' + ');

export const filledSum = (usingMetrics: Record<string, IMetric>, label: string): MathExpression =>
  new MathExpression({
    expression: filledSumExpression(Object.keys(usingMetrics)),
    usingMetrics,
    label,
    period: FIVE_MINUTES,
  });
