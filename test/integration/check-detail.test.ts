import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import { MS_PER_DAY } from '../../shared/italian-time';
import { LOCAL_NAMES } from '../../shared/resources';
import type { CheckDetail } from '../../shared/schemas/check-detail';
import { agentCheck, riskOfficerCheck } from '../support/agent-check';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * Why a past check was decided so: a request-log row opens as its own resource, for
 * the roles that see the list and within their markets, with the explanation as the precheck answered it,
 * the versions it was decided with by name and date, and its facts replayed to the same outcome.
 */

let local: TestStack;
let clients: LocalClients;

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

async function detail(username: string, idRequest: number | string, query = '') {
  const { IdToken } = await local.signIn(username);
  return local.api('GET', `/api/v1/requestLogCheck/${idRequest}${query}`, { token: IdToken });
}

/** A demo-history check of a market, read from the table as the seeder wrote it. */
async function syntheticCheck(market: string): Promise<{ idRequest: number; outputCode: string }> {
  const client = clients.documentClient;
  for (let day = 0; day < 60; day += 1) {
    const date = new Date(Date.now() - day * MS_PER_DAY).toISOString().slice(0, 10);
    for (let shard = 0; shard < 4; shard += 1) {
      const { Items = [] } = await client.send(
        new QueryCommand({
          TableName: LOCAL_NAMES.table('requestLog'),
          KeyConditionExpression: 'pk = :pk',
          FilterExpression: 'mk = :market AND st = :success',
          ExpressionAttributeValues: { ':pk': `LOG#${date}#${shard}`, ':market': market, ':success': 'SUCCESS' },
        }),
      );
      // The synthetic history's checks are the rows with a snapshot and no explanation: a check another test
      // of this file makes today has both, and may come first at any hour.
      const item = Items.find((candidate) => candidate.snapshot && !candidate.row?.explanation);
      if (item) return { idRequest: item.row.idRequest, outputCode: item.row.outputCode };
    }
  }
  throw new Error(`No synthetic check of market ${market}`);
}

describe('GET /api/v1/requestLogCheck/{idRequest}', () => {
  const customer = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX303') as DemoSubject;

  it('answers a check just made: its explanation, its versions by name and its facts, which reproduce it', async () => {
    // The risk officer's answer carries the whole explanation, which the detail gives back.
    const check = await riskOfficerCheck(local, customer);
    const response = await detail('giulia.bianchi', check.idRequest as number);
    expect(response.status, response.text).toBe(200);
    const body = response.json as CheckDetail;
    expect(body.row).toMatchObject({ idRequest: check.idRequest, trafficLight: 'R', outputCode: 'EX303' });
    expect(body.row).not.toHaveProperty('explanation');
    expect(body.explanation).toEqual(check.explanation);
    expect(body.replay).toMatchObject({ trafficLight: 'R', code: 'EX303', reproduced: true });
    expect(body.replay?.explanation.comparisons).toEqual(check.explanation?.comparisons);
    expect(body.versions.configuration).toMatchObject({ id: 'demo-configuration-1', status: 'CURRENT' });
    expect(body.versions.configuration?.validityStartDate).toBeTruthy();
    expect(body.versions.blacklists.RADIATI).toMatchObject({ filename: 'radiati_dicembre_2025', status: 'ACTIVE' });
    expect(body.snapshot).toMatchObject({
      schemaVersion: 1,
      subjectType: 'PF',
      customer: { K_CRED_SCAD_NETTO_TOTALE: 600 },
      blackLists: { RADIATI: { listed: false } },
    });
    expect(body.comparison).toBeNull();
  });

  it('answers a check of the demo history, recorded without an explanation: its facts explain it', async () => {
    const { idRequest, outputCode } = await syntheticCheck('L');
    const body = (await detail('sara.neri', idRequest)).json as CheckDetail;
    expect(body.explanation).toBeNull();
    expect(body.replay).toMatchObject({ code: outputCode, reproduced: true });
  });

  it("is another market's check for no one: 404, as an unknown id", async () => {
    const { idRequest } = await syntheticCheck('T');
    expect((await detail('sara.neri', idRequest)).status).toBe(404);
    expect((await detail('luca.verdi', idRequest)).status).toBe(200);
    expect((await detail('luca.verdi', 999_999_999)).status).toBe(404);
  });

  it('refuses an id that cannot be one, and the roles that do not see the list', async () => {
    expect((await detail('luca.verdi', 'abc')).status).toBe(400);
    expect((await detail('luca.verdi', '0')).status).toBe(400);
    expect((await detail('anna.ferrari', 1)).status).toBe(403);
    expect((await detail('paolo.gallo', 1)).status).toBe(403);
  });

  it("puts a draft's outcome beside the one in force, for an administrator only", async () => {
    const check = await agentCheck(local, customer);
    const archived = await detail(
      'mario.rossi',
      check.idRequest as number,
      '?kind=CONFIGURATION&id=demo-configuration-0',
    );
    expect(archived.status, archived.text).toBe(200);
    // The archived version's PF delay threshold is 30 %: 600 € of 2,000 € (30 %) is still arrears.
    expect((archived.json as CheckDetail).comparison).toMatchObject({
      current: { code: 'EX303', configuration: { id: 'demo-configuration-1' } },
      draft: { code: 'EX303', kind: 'CONFIGURATION', configuration: { id: 'demo-configuration-0' } },
    });
    const listed = await detail('mario.rossi', check.idRequest as number, '?kind=RADIATI&id=20250602-093000-0a000001');
    expect((listed.json as CheckDetail).comparison?.draft).toMatchObject({
      kind: 'RADIATI',
      blacklist: { filename: 'radiati_giugno_2025' },
    });
    expect((await detail('mario.rossi', check.idRequest as number, '?kind=CONFIGURATION&id=nessuna')).status).toBe(404);
    expect((await detail('mario.rossi', check.idRequest as number, '?kind=CONFIGURATION')).status).toBe(400);
    expect(
      (await detail('giulia.bianchi', check.idRequest as number, '?kind=CONFIGURATION&id=demo-configuration-0')).status,
    ).toBe(403);
  });
});
