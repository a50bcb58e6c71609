import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type LastLoad, recordLastLoad } from './load-records';

/**
 * A feed file's load, one item: what the split found (file, parts, rows) and each part's outcome once
 * done. Parts are counted in a set and each writes its own attributes, so a redelivered part changes
 * nothing and the load is recorded as the last one exactly once, by whichever part completes the set.
 */
export const customerLoadKey = (loadId: string) => ({ pk: `CUSTOMERS#LOAD#${loadId}`, sk: 'LOAD' });

const partName = (part: number) => String(part).padStart(5, '0');

export interface LoadStart {
  loadId: string;
  file: string;
  parts: number;
  rows: number;
}

/** Records the split; a split done again (a redelivered file message) writes the same values. */
export async function recordLoadSplit(client: DynamoDBDocumentClient, table: string, load: LoadStart): Promise<void> {
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: customerLoadKey(load.loadId),
      UpdateExpression:
        'SET #file = :file, parts = :parts, #rows = :rows, #status = if_not_exists(#status, :loading), startedAt = if_not_exists(startedAt, :now)',
      ExpressionAttributeNames: { '#file': 'file', '#rows': 'rows', '#status': 'status' },
      ExpressionAttributeValues: {
        ':file': load.file,
        ':parts': load.parts,
        ':rows': load.rows,
        ':loading': 'LOADING',
        ':now': new Date().toISOString(),
      },
    }),
  );
}

/** A file that cannot be loaded at all (not a zip of one CSV, a wrong header, no rows): said on its load. */
export async function recordLoadFailure(
  client: DynamoDBDocumentClient,
  table: string,
  load: { loadId: string; file: string; error: string },
): Promise<void> {
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: customerLoadKey(load.loadId),
      UpdateExpression: 'SET #file = :file, #status = :failed, #error = :error, failedAt = :now',
      ExpressionAttributeNames: { '#file': 'file', '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: {
        ':file': load.file,
        ':failed': 'FAILED',
        ':error': load.error,
        ':now': new Date().toISOString(),
      },
    }),
  );
}

export interface PartOutcome {
  loadId: string;
  part: number;
  refused: number;
  kpiDate: string | null;
}

/**
 * Counts a part as done with its refused rows and KPI date; when that completes the set, the load is
 * recorded as LOADED and as the last load (rows read, refused in all, the latest KPI date), and answered
 * with when it started (a redelivered last part answers it again, the same).
 */
export async function recordPartDone(
  client: DynamoDBDocumentClient,
  table: string,
  outcome: PartOutcome,
): Promise<{ complete: false } | { complete: true; load: LastLoad; startedAt: string }> {
  const name = partName(outcome.part);
  const { Attributes: load = {} } = await client.send(
    new UpdateCommand({
      TableName: table,
      Key: customerLoadKey(outcome.loadId),
      UpdateExpression: `ADD doneParts :part SET #refused = :refused, #kpi = :kpi`,
      ConditionExpression: 'attribute_exists(parts)',
      ExpressionAttributeNames: { '#refused': `refused_${name}`, '#kpi': `kpiDate_${name}` },
      ExpressionAttributeValues: {
        ':part': new Set([name]),
        ':refused': outcome.refused,
        ':kpi': outcome.kpiDate,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const done = load.doneParts instanceof Set ? load.doneParts.size : 0;
  if (done < Number(load.parts)) return { complete: false };
  const perPart = (prefix: string) =>
    Object.entries(load)
      .filter(([attribute]) => attribute.startsWith(prefix))
      .map(([, value]) => value);
  const refused = perPart('refused_').reduce((sum: number, value) => sum + Number(value ?? 0), 0);
  const kpiDate =
    perPart('kpiDate_')
      .filter((value): value is string => typeof value === 'string')
      .sort()
      .at(-1) ?? null;
  const lastLoad: LastLoad = {
    loadId: outcome.loadId,
    file: String(load.file),
    rows: Number(load.rows),
    refused,
    kpiDate,
    loadedAt: new Date().toISOString(),
  };
  await recordLastLoad(client, table, lastLoad);
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: customerLoadKey(outcome.loadId),
      UpdateExpression: 'SET #status = :loaded, refused = :refused, kpiDate = :kpiDate',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':loaded': 'LOADED', ':refused': refused, ':kpiDate': kpiDate },
    }),
  );
  return { complete: true, load: lastLoad, startedAt: String(load.startedAt ?? lastLoad.loadedAt) };
}
