import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { TableName } from '../../shared/resources';
import { type AlarmKit, FIVE_MINUTES } from './alarm-kit';
import { TABLE_BUDGETS, TABLE_OPERATIONS } from './budgets';
import { filledSum } from './filled-sum';

/**
 * One DynamoDB metric of a table summed over the operations the product sends (indexes included). The
 * prefix keeps the expression's metric ids apart from another's on the same dashboard graph.
 */
export function overOperations(table: ITable, metricName: 'ThrottledRequests' | 'SystemErrors', idPrefix = 'op') {
  const usingMetrics = Object.fromEntries(
    TABLE_OPERATIONS.map((operation) => [
      `${idPrefix}${operation}`,
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        statistic: 'Sum',
        period: FIVE_MINUTES,
        dimensionsMap: { TableName: table.tableName, Operation: operation },
      }),
    ]),
  );
  return filledSum(usingMetrics, `${metricName}, all operations`);
}

/** Per table: throttled requests and DynamoDB's own errors. */
export function addTableAlarms(kit: AlarmKit, tables: Record<TableName, ITable>): void {
  for (const [name, table] of Object.entries(tables) as [TableName, ITable][]) {
    const id = name.charAt(0).toUpperCase() + name.slice(1);
    kit.raise(`${id}TableThrottles`, {
      name: `dynamodb-throttles-${name}`,
      metric: overOperations(table, 'ThrottledRequests'),
      threshold: TABLE_BUDGETS.throttles.count,
      periods: TABLE_BUDGETS.throttles.periods,
      reason: `DynamoDB throttled requests to the ${name} table for ${TABLE_BUDGETS.throttles.periods * 5} minutes: a hot partition or traffic past twice its last peak.`,
    });
    kit.raise(`${id}TableSystemErrors`, {
      name: `dynamodb-system-errors-${name}`,
      metric: overOperations(table, 'SystemErrors'),
      threshold: TABLE_BUDGETS.systemErrors,
      reason: `DynamoDB failed requests to the ${name} table on its side (SystemErrors, HTTP 500).`,
    });
  }
}
