import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { daysNewestFirst, monthsNewestFirst } from '../../../shared/italian-time';
import { dayAttributes, NO_REPEATER, type RepeaterKind, repeatsPartition, unpackDay } from './keys';

export interface RepeaterTally {
  code: string;
  checks: number;
  joined: number;
  redThenGreen: number;
}

/**
 * Who repeats, from its tallies (written with each check, chain-writes.ts): one Query per month of the
 * period over the items of `kind` (one per agency or user), only the period's days' packed counters projected
 * (not the ids kept for idempotency), summed per code. Every check is in exactly one item of either kind
 * (the `-` item holds those without), so their sum is everyone's totals: the overall rate.
 */
export async function repeaterTallies(
  client: DynamoDBDocumentClient,
  table: string,
  period: { startDate: string; endDate: string },
  kind: RepeaterKind,
) {
  const byCode = new Map<string, RepeaterTally>();
  const overall = { checks: 0, joined: 0, redThenGreen: 0 };
  const days = daysNewestFirst(period.startDate, period.endDate);
  const months = monthsNewestFirst(period.startDate, period.endDate);
  await Promise.all(
    months.map(async (month) => {
      const counted = days.filter((day) => day.startsWith(month)).map((day) => dayAttributes(day).counts);
      const names: Record<string, string> = { '#sk': 'sk' };
      counted.forEach((name, index) => {
        names[`#d${index}`] = name;
      });
      const projection = ['#sk', ...counted.map((_, index) => `#d${index}`)];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const answer = await client.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk AND begins_with(#sk, :kind)',
            ProjectionExpression: projection.join(', '),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':pk': repeatsPartition(month), ':kind': `${kind}#` },
            ExclusiveStartKey,
          }),
        );
        for (const item of answer.Items ?? []) {
          const counts = { checks: 0, joined: 0, redThenGreen: 0 };
          for (const name of counted) {
            const day = unpackDay(Number(item[name] ?? 0));
            counts.checks += day.checks;
            counts.joined += day.joined;
            counts.redThenGreen += day.redThenGreen;
          }
          if (counts.checks === 0) continue;
          overall.checks += counts.checks;
          overall.joined += counts.joined;
          overall.redThenGreen += counts.redThenGreen;
          const code = String(item.sk).slice(kind.length + 1);
          if (code === NO_REPEATER) continue;
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
