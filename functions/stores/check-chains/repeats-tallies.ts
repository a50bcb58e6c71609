import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { monthsNewestFirst } from '../../../shared/italian-time';
import type { RepeaterKind } from './keys';
import { repeatsPartition } from './keys';

export interface RepeaterTally {
  code: string;
  checks: number;
  joined: number;
  redThenGreen: number;
}

/**
 * Who repeats, from its daily tallies (written with each check, chain-writes.ts): one Query per month
 * of the period, only the counters projected (not the ids kept for idempotency), summed per code.
 * Answers the tallies of `kind` and the users' totals, which count every check once: everyone's rate.
 */
export async function repeaterTallies(
  client: DynamoDBDocumentClient,
  table: string,
  period: { startDate: string; endDate: string },
  kind: RepeaterKind,
) {
  const byCode = new Map<string, RepeaterTally>();
  const overall = { checks: 0, joined: 0, redThenGreen: 0 };
  const months = monthsNewestFirst(period.startDate, period.endDate);
  await Promise.all(
    months.map(async (month) => {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const answer = await client.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ProjectionExpression: 'sk, #n, j, g',
            ExpressionAttributeNames: { '#n': 'n' },
            ExpressionAttributeValues: {
              ':pk': repeatsPartition(month),
              ':from': period.startDate,
              ':to': `${period.endDate}~`,
            },
            ExclusiveStartKey,
          }),
        );
        for (const item of answer.Items ?? []) {
          const [, cellKind, ...rest] = String(item.sk).split('#');
          const counts = {
            checks: Number(item.n ?? 0),
            joined: Number(item.j ?? 0),
            redThenGreen: Number(item.g ?? 0),
          };
          if (cellKind === 'U') {
            overall.checks += counts.checks;
            overall.joined += counts.joined;
            overall.redThenGreen += counts.redThenGreen;
          }
          if (cellKind !== kind) continue;
          const code = rest.join('#');
          const tally = byCode.get(code) ?? { code, checks: 0, joined: 0, redThenGreen: 0 };
          tally.checks += counts.checks;
          tally.joined += counts.joined;
          tally.redThenGreen += counts.redThenGreen;
          byCode.set(code, tally);
        }
        ExclusiveStartKey = answer.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }),
  );
  return { tallies: [...byCode.values()], overall };
}
