import { PutObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRiskKey } from '../../functions/stores/address-risk/keys';
import { customerOf } from '../../functions/stores/customers/items';
import {
  CUSTOMERS_INDEX,
  customerKey,
  customersPartitionsOf,
  INVOICED_RANGE_KEY,
  LAST_LOAD_KEY,
} from '../../functions/stores/customers/keys';
import { recordLastLoad } from '../../functions/stores/customers/load-records';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { generateCustomers } from '../../infra/local/synthetic/customers';
import { SYSTEM_REASONS } from '../../shared/audit/system-reasons';
import { type Customer, customerIdentifiers, INVOICED_FIELD } from '../../shared/customers/customer-fields';
import { LOCAL_NAMES } from '../../shared/resources';
import { MARKETS } from '../../shared/roles';
import { auditRecordsOfEntity } from '../support/audit-records';
import { customerFeedLines, zippedFeed } from '../support/customer-feed';
import { startTestStack, type TestStack } from '../support/local-stack';
import { eventually, messagesIn } from '../support/queues';

/**
 * The customer loader through the local runtime: feed files are dropped in the
 * uploads bucket with the S3 client, the emulator's notification queues them and the worker loads them
 * in parts (ten rows a part here, CUSTOMER_FEED_PART_ROWS), as in AWS.
 */

let local: TestStack;
let clients: LocalClients;
const DATA = LOCAL_NAMES.table('data');
const UPLOADS = LOCAL_NAMES.bucket('uploads');
const KPI_DATE = '2026-11-23';
const ARREARS_STREET = { provinceCode: 'RM', municipality: 'Roma', street: 'Via Appia Nuova 10' };
const MOVED_STREET = { provinceCode: 'RM', municipality: 'Roma', street: 'Via Tuscolana 5' };

beforeAll(async () => {
  process.env.CUSTOMER_FEED_PART_ROWS = '10';
  local = await startTestStack({ demoSeeders: [], workerRetryDelaySeconds: 1 });
  clients = createLocalClients(local.stack.endpoints);
});

afterAll(async () => {
  delete process.env.CUSTOMER_FEED_PART_ROWS;
  clients?.destroy();
  await local?.stop();
});

const at = (address: typeof ARREARS_STREET) => ({
  F_PROVINCIA: address.provinceCode,
  F_COMUNE: address.municipality,
  F_INDIRIZZO: address.street,
});

/** 27 customers, the first two in arrears at the same supply address, the third not in arrears there. */
const FIRST: Customer[] = [
  ...generateCustomers({ count: 27, seed: 'load-test', kpiDate: KPI_DATE, requestLogs: [] }),
].map((customer, index) =>
  index < 3 ? { ...customer, ...at(ARREARS_STREET), K_CRED_SCAD_NETTO_TOTALE: index < 2 ? 500 + index : 0 } : customer,
);
/** The second file: the first customer has paid, the second has moved, still in arrears. */
const SECOND: Customer[] = [
  { ...(FIRST[0] as Customer), K_CRED_SCAD_NETTO_TOTALE: 0, K_FATTURATO_TOTALE: -350.5 },
  { ...(FIRST[1] as Customer), ...at(MOVED_STREET), K_DATA_CALCOLO_KPI: '2026-11-24' },
];
const BAD_ROWS = ['1-BAD;RSSMRA85T10A562T;;L', `1-BAD2;;;X${';'.repeat(34)}`];

async function drop(key: string, body: Uint8Array | string) {
  await clients.s3.send(new PutObjectCommand({ Bucket: UPLOADS, Key: key, Body: body }));
}

async function loadOf(file: string): Promise<Record<string, unknown> | undefined> {
  const { Items = [] } = await clients.documentClient.send(
    new ScanCommand({
      TableName: DATA,
      FilterExpression: 'begins_with(pk, :load) AND #file = :file',
      ExpressionAttributeNames: { '#file': 'file' },
      ExpressionAttributeValues: { ':load': 'CUSTOMERS#LOAD#', ':file': file },
    }),
  );
  return Items[0];
}

const get = async (key: { pk: string; sk: string }) =>
  (await clients.documentClient.send(new GetCommand({ TableName: DATA, Key: key, ConsistentRead: true }))).Item;

const flagged = async (address: typeof ARREARS_STREET) => {
  const value = (await get(addressRiskKey(address)))?.flaggedSubjects;
  return value instanceof Set ? [...value].sort() : [];
};

async function listedCodes(): Promise<string[]> {
  const codes: string[] = [];
  for (const market of MARKETS) {
    for (const partition of customersPartitionsOf(market)) {
      const { Items = [] } = await clients.documentClient.send(
        new QueryCommand({
          TableName: DATA,
          IndexName: CUSTOMERS_INDEX.name,
          KeyConditionExpression: 'cpk = :pk',
          ExpressionAttributeValues: { ':pk': partition },
        }),
      );
      codes.push(...Items.map((item) => String(item.csk).split('#')[1] ?? ''));
    }
  }
  return codes.sort();
}

const drained = async () =>
  (await messagesIn(clients.sqs, local.stack.queues.customerLoad.url)) === 0 &&
  (await messagesIn(clients.sqs, local.stack.queues.customerLoad.deadLetterUrl)) === 0;

/** The audit records of the first load. */
const feedRecords = () => auditRecordsOfEntity(clients.documentClient, 'CUSTOMER_FEED', String(firstLoadId ?? 'none'));
let firstLoadId: string | undefined;

async function loaded(file: string) {
  await eventually(async () => (await loadOf(file))?.status === 'LOADED', 60_000);
  await eventually(drained);
  return loadOf(file) as Promise<Record<string, unknown>>;
}

describe('customer load worker', () => {
  let firstLoad: Record<string, unknown>;

  it('loads a zipped feed dropped in the uploads bucket: customers listed and readable, limits and last load recorded, flags set', async () => {
    const lines = customerFeedLines(FIRST);
    await drop('customers/clienti_20261123.zip', await zippedFeed([...lines, ...BAD_ROWS]));
    firstLoad = await loaded('customers/clienti_20261123.zip');
    firstLoadId = String(firstLoad.pk).slice('CUSTOMERS#LOAD#'.length);

    expect(firstLoad).toMatchObject({ parts: 3, rows: 29, refused: 2, kpiDate: KPI_DATE });
    expect(await listedCodes()).toEqual(FIRST.map((customer) => customer.A_CODICE_CLIENTE).sort());
    for (const customer of FIRST) {
      for (const id of customerIdentifiers(customer)) {
        const item = await get(customerKey(id));
        expect(item && customerOf(item)).toEqual(customer);
      }
    }
    // Limits per market: a role is answered only its own markets'.
    const limits: Record<string, number> = {};
    for (const market of MARKETS) {
      const invoiced = FIRST.filter((customer) => customer.A_MERCATO === market).map(
        (customer) => customer[INVOICED_FIELD] as number,
      );
      if (invoiced.length === 0) continue;
      limits[`minimum_${market}`] = Math.min(...invoiced);
      limits[`maximum_${market}`] = Math.max(...invoiced);
    }
    expect(Object.keys(limits).length).toBeGreaterThan(2);
    expect(await get(INVOICED_RANGE_KEY)).toMatchObject(limits);
    expect(await get(LAST_LOAD_KEY)).toMatchObject({
      loadId: String(firstLoad.pk).slice('CUSTOMERS#LOAD#'.length),
      file: 'customers/clienti_20261123.zip',
      rows: 29,
      refused: 2,
      kpiDate: KPI_DATE,
    });
    expect(await flagged(ARREARS_STREET)).toEqual(
      [...customerIdentifiers(FIRST[0] as Customer), ...customerIdentifiers(FIRST[1] as Customer)].sort(),
    );
    // The load is the system's own act: one SYSTEM audit record of it.
    expect(await feedRecords()).toEqual([
      expect.objectContaining({
        user: 'SYSTEM',
        role: 'SYSTEM',
        route: 'customerFeedLoad',
        outcome: 'SUCCEEDED',
        at: firstLoad.startedAt,
        before: null,
        after: { file: 'customers/clienti_20261123.zip', rows: 29, refused: 2, kpiDate: KPI_DATE },
      }),
    ]);
  });

  it('changes nothing when a part message is delivered again', async () => {
    const before = await clients.documentClient.send(new ScanCommand({ TableName: DATA, ConsistentRead: true }));
    const loadId = String(firstLoad.pk).slice('CUSTOMERS#LOAD#'.length);
    const part = {
      kind: 'part',
      loadId,
      file: 'customers/clienti_20261123.zip',
      partKey: `customers/parts/${loadId}/part-00003.zip`,
      part: 3,
      firstLine: 22,
    };
    for (const body of [part, part]) {
      await clients.sqs.send(
        new SendMessageCommand({ QueueUrl: local.stack.queues.customerLoad.url, MessageBody: JSON.stringify(body) }),
      );
    }
    await eventually(drained);
    const after = await clients.documentClient.send(new ScanCommand({ TableName: DATA, ConsistentRead: true }));
    const withoutLoads = (items: Record<string, unknown>[] = []) =>
      items
        .filter((item) => !String(item.pk).startsWith('CUSTOMERS#LOAD#'))
        .sort((a, b) => `${a.pk}${a.sk}`.localeCompare(`${b.pk}${b.sk}`));
    expect(withoutLoads(after.Items)).toEqual(withoutLoads(before.Items));
    // Its load completed again, and is still one audit record.
    expect(await feedRecords()).toHaveLength(1);
  });

  it('keeps the flags current on the next file: a customer who paid is cleared, one who moved follows its address', async () => {
    // This file writes its numbers with a decimal point, the first in Italian: each read in its own.
    await drop('customers/clienti_20261124.csv', `${customerFeedLines(SECOND, 'point').join('\n')}\n`);
    await loaded('customers/clienti_20261124.csv');
    expect(await flagged(ARREARS_STREET)).toEqual([]);
    expect(await flagged(MOVED_STREET)).toEqual(customerIdentifiers(SECOND[1] as Customer).sort());
    expect(await get(INVOICED_RANGE_KEY)).toMatchObject({ [`minimum_${SECOND[0]?.A_MERCATO}`]: -350.5 });
    expect(await get(LAST_LOAD_KEY)).toMatchObject({
      file: 'customers/clienti_20261124.csv',
      rows: 2,
      refused: 0,
      kpiDate: '2026-11-24',
    });
    const paid = await get(customerKey(customerIdentifiers(SECOND[0] as Customer)[0] as string));
    expect(paid).toMatchObject({ K_CRED_SCAD_NETTO_TOTALE: 0, K_FATTURATO_TOTALE: -350.5 });
  });

  it('flags a customer at an address whose flags an older shape kept as a list, keeping its members', async () => {
    const street = { provinceCode: 'RM', municipality: 'Fiumicino', street: 'Via dei Gracchi 12' };
    await clients.documentClient.send(
      new PutCommand({
        TableName: DATA,
        Item: { ...addressRiskKey(street), knownSubjects: ['RSSMRA85T10A562S'], flaggedSubjects: ['01234560587'] },
      }),
    );
    const owing = { ...(FIRST[5] as Customer), ...at(street), K_CRED_SCAD_NETTO_TOTALE: 80 };
    await drop('customers/clienti_lista.csv', `${customerFeedLines([owing]).join('\n')}\n`);
    await loaded('customers/clienti_lista.csv');
    expect(await flagged(street)).toEqual(['01234560587', ...customerIdentifiers(owing)].sort());
    expect(await get(addressRiskKey(street))).toMatchObject({ knownSubjects: ['RSSMRA85T10A562S'] });
  });

  it('refuses a file that writes its numbers in both notations: nothing of it is loaded, no amount read 1,000 times off', async () => {
    const fresh = [...generateCustomers({ count: 15, seed: 'mixed-notation', kpiDate: KPI_DATE, requestLogs: [] })];
    const known = new Set(FIRST.flatMap(customerIdentifiers));
    expect(fresh.flatMap(customerIdentifiers).some((id) => known.has(id))).toBe(false);
    // Parts of ten rows: the decimal points fill the first part, the Italian amounts are in the second.
    const lines = [
      ...customerFeedLines(fresh.slice(0, 12), 'point'),
      ...customerFeedLines(fresh.slice(12), 'italian').slice(1),
    ];
    await drop('customers/clienti_misti.csv', `${lines.join('\n')}\n`);
    await eventually(async () => (await loadOf('customers/clienti_misti.csv'))?.status === 'FAILED');
    await eventually(drained);
    expect(String((await loadOf('customers/clienti_misti.csv'))?.error)).toMatch(
      /^The file mixes number notations: line \d+ \w+ '[\d.-]+' has a decimal point, line (1[3-6]) \w+ '[\d.,-]+' is Italian/,
    );
    for (const customer of fresh) {
      for (const id of customerIdentifiers(customer)) expect(await get(customerKey(id))).toBeUndefined();
    }
  });

  it.each([
    ['not a zip', 'customers/rotto.zip', Buffer.from('PK\u0003\u0004 not really a zip'), 'Not a zip holding one file'],
    [
      'a wrong header',
      'customers/intestazione.csv',
      'CODICE;NOME\n1;Mario\n',
      "Wrong header: Unknown column 'CODICE' (column 1)",
    ],
    ['a header only', 'customers/vuoto.csv', `${customerFeedLines([])[0]}\n`, 'The file has no rows'],
  ])('records %s as a failed load, without retrying it', async (_name, key, body, error) => {
    await drop(key, body);
    await eventually(async () => (await loadOf(key))?.status === 'FAILED');
    await eventually(drained);
    const load = await loadOf(key);
    expect(load).toMatchObject({ status: 'FAILED', error });
    // The system's own act: one SYSTEM record with its reason's code, what is wrong with the file after.
    const loadId = String(load?.pk).slice('CUSTOMERS#LOAD#'.length);
    expect(await auditRecordsOfEntity(clients.documentClient, 'CUSTOMER_FEED', loadId)).toEqual([
      expect.objectContaining({
        user: 'SYSTEM',
        route: 'customerFeedLoad',
        outcome: 'FAILED',
        reasonCode: 'CUSTOMER_FEED_UNREADABLE',
        reason: SYSTEM_REASONS.CUSTOMER_FEED_UNREADABLE,
        after: { file: key, fault: error },
      }),
    ]);
  });

  it('keeps the newest KPI date as the last load: an older load finishing late does not replace it', async () => {
    const client = clients.documentClient;
    const load = (loadId: string, kpiDate: string | null) => ({
      loadId,
      file: `customers/${loadId}.zip`,
      rows: 1,
      refused: 0,
      kpiDate,
      loadedAt: new Date().toISOString(),
    });
    await recordLastLoad(client, DATA, load('late-newer', '2099-01-02'));
    await recordLastLoad(client, DATA, load('late-older', '2099-01-01'));
    await recordLastLoad(client, DATA, load('late-undated', null));
    expect(await get(LAST_LOAD_KEY)).toMatchObject({ loadId: 'late-newer', kpiDate: '2099-01-02' });
    await recordLastLoad(client, DATA, load('late-same-day', '2099-01-02'));
    expect(await get(LAST_LOAD_KEY)).toMatchObject({ loadId: 'late-same-day' });
  });

  it("sends a message it cannot read to the dead-letter queue after the queue's receives", async () => {
    await clients.sqs.send(
      new SendMessageCommand({ QueueUrl: local.stack.queues.customerLoad.url, MessageBody: '{"kind":"part"}' }),
    );
    await eventually(
      async () => (await messagesIn(clients.sqs, local.stack.queues.customerLoad.deadLetterUrl)) === 1,
      30_000,
    );
    expect(await messagesIn(clients.sqs, local.stack.queues.customerLoad.url)).toBe(0);
  });
});
