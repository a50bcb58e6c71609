import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { rebuildTallies } from '../../../functions/stores/request-log-tallies/rebuild';
import { addDays, daysNewestFirst, romeDay } from '../../../shared/italian-time';
import { idBlockMarkerKey, markTalliesKept } from '../synthetic/id-block';
import type { DemoSeeder } from './demo-seeder';

/** Days a synthetic data set spans: the 365 Italian days ending on its end date, and one for a leap year. */
const DATA_SET_DAYS = 366;

/**
 * The daily tallies of a folder loaded before they were kept: every synthetic data set whose
 * marker does not say its tallies were written has its days rebuilt from the rows, real checks of those
 * days included. A new folder's data sets are marked by their loads, so this reads one partition and
 * writes nothing.
 */
export const requestLogTalliesSeeder: DemoSeeder = {
  name: 'request-log-tallies',
  version: 1,
  async seed({ documentClient, table }) {
    const { pk, sk: prefix } = idBlockMarkerKey('');
    const { Items = [] } = await documentClient.send(
      new QueryCommand({
        TableName: table('requestLog'),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      }),
    );
    for (const marker of Items.filter((item) => !item.talliesKept)) {
      const end = /#end=([^#]+)$/.exec(String(marker.sk))?.[1];
      if (!end) continue;
      const last = romeDay(end);
      const days = daysNewestFirst(addDays(last, -(DATA_SET_DAYS - 1)), last);
      await rebuildTallies(documentClient, table('requestLog'), days, new Date());
      await markTalliesKept(documentClient, table('requestLog'), String(marker.sk).slice(prefix.length));
    }
  },
};
