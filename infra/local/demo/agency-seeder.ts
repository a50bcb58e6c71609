import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { MS_PER_DAY } from '../../../shared/italian-time';
import { AGENCIES } from '../synthetic/channels';
import type { DemoSeeder } from './demo-seeder';

/** Who created the demo mapping, and from when: one agency a day, the last code the newest. */
const SEEDED_BY = 'mario.rossi';
const FIRST_CREATED_AT = Date.parse('2025-09-01T08:00:00.000Z');

/**
 * The forty synthetic agencies (synthetic/channels.ts), whose codes the synthetic request log and the
 * demo agent carry, written through the agency store as createAgency would: so after `npm start` the
 * request log names its agencies and the mapping screen has a list to filter and page. An agency that
 * exists is left as it is (a rename made since stays), so running it again writes nothing.
 */
export async function seedDemoAgencies(documentClient: DynamoDBDocumentClient, table: string): Promise<number> {
  // Imported here: the store's module builds the functions' SDK clients when it loads, which must wait
  // until the local runtime has pointed their environment at the emulators (handler-env.ts).
  const { agencyStore } = await import('../../../functions/stores/agencies/agency-store');
  const store = agencyStore(documentClient, table);
  let created = 0;
  for (const [index, agency] of AGENCIES.entries()) {
    const at = new Date(FIRST_CREATED_AT + index * MS_PER_DAY).toISOString();
    if (await store.create(agency, { by: SEEDED_BY, at })) created += 1;
  }
  return created;
}

export const agencyDemoSeeder: DemoSeeder = {
  name: 'agencies',
  version: 1,
  async seed({ documentClient, table }) {
    await seedDemoAgencies(documentClient, table('data'));
  },
};
