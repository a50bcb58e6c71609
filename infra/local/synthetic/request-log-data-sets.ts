import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { idBlockMarkerKey } from './id-block';

/**
 * The synthetic request logs a data folder holds, as their loads recorded them (id-block.ts): what
 * it takes to generate the same rows again, and so the same subjects. The featured users are not
 * recorded, yet they change the draws: the caller knows them for the data sets it made (the demo's).
 */
export interface RequestLogDataSet {
  seed: number | string;
  count: number;
  /** The load's last instant, ISO: the calendar draws depend on it. */
  endDate: string;
  featuredUsers?: readonly string[];
}

const MARKER = /^SYNTHETIC#seed=(.*)#count=(\d+)#end=([^#]+)$/;

/** A marker's sort key read back; undefined when it is not one. */
export function dataSetOfMarker(sortKey: string): RequestLogDataSet | undefined {
  const match = MARKER.exec(sortKey);
  if (!match) return undefined;
  const [, seedText = '', count = '0', endDate = ''] = match;
  // The seed command passes an all-digit seed as a number (seed-args.ts), and a number's text is its digits.
  const seed = /^\d+$/.test(seedText) && Number.isSafeInteger(Number(seedText)) ? Number(seedText) : seedText;
  return { seed, count: Number(count), endDate };
}

/** Every synthetic request log loaded into the table, oldest marker first; `featuredUsersOf` names each one's users. */
export async function requestLogDataSets(
  client: DynamoDBDocumentClient,
  table: string,
  featuredUsersOf: (seed: number | string) => readonly string[] | undefined = () => undefined,
): Promise<RequestLogDataSet[]> {
  const { pk, sk } = idBlockMarkerKey('');
  const dataSets: (RequestLogDataSet & { reservedAt: string })[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': sk },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const dataSet = dataSetOfMarker(String(item.sk));
      if (dataSet) {
        dataSets.push({
          ...dataSet,
          featuredUsers: featuredUsersOf(dataSet.seed),
          reservedAt: String(item.reservedAt),
        });
      }
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return dataSets
    .sort((a, b) => a.reservedAt.localeCompare(b.reservedAt))
    .map(({ reservedAt: _, ...dataSet }) => dataSet);
}
