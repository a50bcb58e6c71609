import { type DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { monthsNewestFirst, nextDay, romeDayStartUtc } from '../../../shared/italian-time';
import { TABLES } from '../../../shared/resources';
import type { Market } from '../../../shared/roles';
import type { ChainDetail, RepeatedChecksFilters } from '../../../shared/schemas/monitoring';
import { MAX_CHAIN_ATTEMPTS } from '../../../shared/schemas/monitoring';
import { refusedByCondition } from '../../commons/dynamo/conditional-write';
import type { Condition } from '../../commons/dynamo/filter-expression';
import { type ListPageRequest, listPage } from '../../commons/dynamo/list-page';
import { pageReader } from '../../commons/dynamo/page-reader';
import type { IndexSpec, ListQuery } from '../../commons/dynamo/query-plan';
import type { ReadStats } from '../../commons/dynamo/read-stats';
import { Refusal } from '../../commons/refusal/refusal';
import { attemptsOf, chainRowOf } from './chain-rows';
import { ATTEMPT_PREFIX, attemptOfCheckPartition, chainHeadKey, chainPartition, chainsPartition } from './keys';

type Item = Record<string, unknown>;
type ChainAttribute = 'flags' | 'agencies' | 'users' | 'channels' | 'markets' | 'rs' | 'ids';

const index = (name: string): IndexSpec => {
  const found = TABLES.requestLog.indexes.find((candidate) => candidate.indexName === name);
  if (!found) throw new Error(`The request-log table has no index ${name}`);
  return { name: found.indexName, partitionKey: found.partitionKey, sortKey: found.sortKey as string };
};
const CHAINS = index('chains');
const BY_ID = index('byId');

export interface Period {
  startDate: string;
  endDate: string;
}

/**
 * The chains of a period through the `chains` index: the months of the period newest first, the period's
 * instants on the sort key (last activity), every other filter a condition on the head.
 */
export function chainsQuery(filters: RepeatedChecksFilters, period: Period): ListQuery<ChainAttribute> {
  const conditions: Condition<ChainAttribute>[] = [];
  for (const flag of filters.flags ?? []) conditions.push({ kind: 'contains', attribute: 'flags', text: flag });
  if (filters.agency) conditions.push({ kind: 'contains', attribute: 'agencies', text: filters.agency });
  if (filters.user) conditions.push({ kind: 'contains', attribute: 'users', text: filters.user.toLowerCase() });
  if (filters.channel) conditions.push({ kind: 'containsAny', attribute: 'channels', values: filters.channel });
  if (filters.market) conditions.push({ kind: 'containsAny', attribute: 'markets', values: filters.market });
  if (filters.reviewStatus) conditions.push({ kind: 'in', attribute: 'rs', values: filters.reviewStatus });
  if (filters.minAttempts !== undefined || filters.maxAttempts !== undefined) {
    conditions.push({
      kind: 'sizeBetween',
      attribute: 'ids',
      from: filters.minAttempts ?? 2,
      to: filters.maxAttempts ?? Number.MAX_SAFE_INTEGER,
    });
  }
  const months = monthsNewestFirst(period.startDate, period.endDate).map((month) => [chainsPartition(month)]);
  // The sort key is `<last instant>#<chain>`: from the period's first instant to the next day's, excluded.
  const sortRange = { from: romeDayStartUtc(period.startDate), to: romeDayStartUtc(nextDay(period.endDate)) };
  return { source: { index: CHAINS, groups: months, sortRange }, conditions };
}

/**
 * The chains of repeated checks as the monitoring reads and reviews them (docs/monitoring.md): the
 * list on the list rail, a chain with its attempts, the chain a check belongs to, and the review.
 */
export function chainStore(client: DynamoDBDocumentClient, table: string, stats?: ReadStats) {
  const reader = pageReader(client, table, stats);

  /**
   * A chain's head and its latest attempts, oldest first: one Query read newest first (the head's sort
   * key sorts after the attempts'), so a chain of more than MAX_CHAIN_ATTEMPTS attempts still finds its
   * head and shows its latest ones.
   */
  async function chainItems(chain: number): Promise<{ head: Item | undefined; attempts: Item[] }> {
    const items: Item[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const answer = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': chainPartition(chain) },
          ScanIndexForward: false,
          Limit: MAX_CHAIN_ATTEMPTS + 1 - items.length,
          ExclusiveStartKey,
        }),
      );
      items.push(...((answer.Items as Item[] | undefined) ?? []));
      ExclusiveStartKey = answer.LastEvaluatedKey;
    } while (ExclusiveStartKey && items.length < MAX_CHAIN_ATTEMPTS + 1);
    const head = items.find((item) => item.sk === 'HEAD');
    const attempts = items.filter((item) => String(item.sk).startsWith(ATTEMPT_PREFIX)).reverse();
    return { head, attempts };
  }

  /** A chain as its page shows it, its attempts of `markets` only; undefined when there is none. */
  async function chain(chainId: number, markets: readonly Market[]) {
    const { head, attempts } = await chainItems(chainId);
    if (!head) return undefined;
    const review = head.review as ChainDetail['review'] | undefined;
    return { ...chainRowOf(head), attemptsShown: attemptsOf(attempts, markets), review: review ?? null };
  }

  return {
    page: (filters: RepeatedChecksFilters, period: Period, request: ListPageRequest) =>
      listPage(reader, chainsQuery(filters, period), request, chainRowOf),
    async *stream(filters: RepeatedChecksFilters, period: Period) {
      for await (const item of reader.streamItems(chainsQuery(filters, period))) yield chainRowOf(item);
    },
    chain,

    /** The chain a check belongs to, through its attempt item; undefined when the check is alone. */
    async chainOfCheck(idRequest: number, markets: readonly Market[]) {
      const answer = await client.send(
        new QueryCommand({
          TableName: table,
          IndexName: BY_ID.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': BY_ID.partitionKey },
          ExpressionAttributeValues: { ':pk': attemptOfCheckPartition(idRequest) },
          Limit: 1,
        }),
      );
      const pointer = answer.Items?.[0];
      if (!pointer) return undefined;
      const chainId = Number(String(pointer.pk).slice('CHAIN#'.length));
      return chain(chainId, markets);
    },

    /**
     * Marks a chain reviewed, against the version read: one conditional write, so a chain a new attempt
     * (or another review) changed since is refused with CHAIN_STALE and nothing is written.
     */
    async review(input: { chainId: number; version: number; outcome: string; note: string; by: string; at: string }) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: table,
            Key: chainHeadKey(input.chainId),
            UpdateExpression: 'SET #rs = :outcome, #review = :review ADD #v :one',
            ConditionExpression: 'attribute_exists(pk) AND #v = :version',
            ExpressionAttributeNames: { '#rs': 'rs', '#review': 'review', '#v': 'version' },
            ExpressionAttributeValues: {
              ':outcome': input.outcome,
              ':review': { outcome: input.outcome, note: input.note, by: input.by, at: input.at },
              ':one': 1,
              ':version': input.version,
            },
          }),
        );
      } catch (error) {
        if (!refusedByCondition(error)) throw error;
        const exists = await chainItems(input.chainId);
        throw new Refusal(exists.head ? 'CHAIN_STALE' : 'CHAIN_NOT_FOUND');
      }
    },
  };
}
export type ChainStore = ReturnType<typeof chainStore>;
