import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainLinkStore } from '../../functions/stores/check-chains/chain-link-store';
import { rebuildChains } from '../../functions/stores/check-chains/chain-rebuild';
import { createLocalClients } from '../../infra/local/aws-clients';
import { DEMO_AGENT_AGENCY } from '../../infra/local/demo-users';
import { personTaxCode } from '../../infra/local/synthetic/tax-code';
import { addDays, romeDay } from '../../shared/italian-time';
import { attemptOf } from '../../shared/monitoring/attempt';
import { linkAttempt } from '../../shared/monitoring/link';
import type { RequestLogRow } from '../../shared/request-log/row';
import { LOCAL_NAMES } from '../../shared/resources';
import { MAX_CHAIN_ATTEMPTS } from '../../shared/schemas/monitoring';
import { type CheckedSubject, creditCheckRequestFor } from '../support/credit-check-request';
import { startTestStack, type TestStack } from '../support/local-stack';

let local: TestStack;
let clients: ReturnType<typeof createLocalClients>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
  for (const user of ['giulia.bianchi', 'mario.rossi', 'sara.neri', 'anna.ferrari', 'luca.verdi']) {
    tokens[user] = (await local.signIn(user)).IdToken;
  }
});

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

type Body = Record<string, unknown>;

/** An address in Rome, where every subject here is checked. */
const inRome = (street: string) => ({ provinceCode: 'RM', municipality: 'Roma', street });

/** A check of the subject by the user, on an electricity supply paid by direct debit. */
async function check(user: string, subject: CheckedSubject) {
  const body = creditCheckRequestFor(subject, 'ELE', 'RID');
  const response = await local.api('POST', '/api/v1/creditcheck', { token: tokens[user], body });
  expect(response.status, response.text).toBe(200);
  return response.json as {
    idRequest: number;
    fullCheckInfo: { trafficLight: string; trafficLightReason: { code: string } };
    repeatedChecks?: { count: number; days: number };
  };
}

const detailOf = async (user: string, idRequest: number) => {
  const response = await local.api('GET', `/api/v1/requestLogCheck/${idRequest}`, { token: tokens[user] });
  expect(response.status, response.text).toBe(200);
  return response.json as {
    chain: { chainId: number; flags: string[]; attempts: { idRequest: number; market: string }[] } | null;
  };
};

const list = (user: string, filters: Body = {}) =>
  local.api('POST', '/api/v1/repeatedChecks', { token: tokens[user], body: { pageNumber: 0, pageSize: 50, filters } });

const romano: CheckedSubject = {
  subjectType: 'PF',
  microSegment: 'PER',
  taxCode: 'RMNFNC90E48H501K',
  name: 'Francesca',
  surname: 'Romano',
  address: inRome('Via delle Verifiche 7'),
};
const romeo: CheckedSubject = {
  ...romano,
  surname: 'Romeo',
  taxCode: personTaxCode({
    surname: 'Romeo',
    name: 'Francesca',
    birthDate: '1990-05-08',
    sex: 'F',
    birthplaceCode: 'H501',
  }),
};

describe('a red, then a green after an edit', () => {
  let red: Awaited<ReturnType<typeof check>>;
  let green: Awaited<ReturnType<typeof check>>;

  beforeAll(async () => {
    red = await check('anna.ferrari', romano);
    green = await check('anna.ferrari', romeo);
  });

  it('links Francesca Romeo to Francesca Romano: one chain, the surname and tax code named as changed', async () => {
    expect(red.fullCheckInfo.trafficLightReason.code).toBe('EX303');
    expect(green.fullCheckInfo).toMatchObject({ trafficLight: 'V', trafficLightReason: { code: 'EX400' } });
    // The counter's line, for the agent too: one earlier check of the last 7 days, which was red.
    expect(green.repeatedChecks).toEqual({ count: 1, days: 7 });
    expect(red.repeatedChecks).toBeUndefined();

    const { json } = await list('giulia.bianchi', {
      flags: ['RED_THEN_GREEN_EDIT'],
      agency: DEMO_AGENT_AGENCY,
      user: 'anna.ferrari',
      minAttempts: 2,
    });
    const chains = (json as { chains: { jsonValue: { chainId: number; attempts: number; flags: string[] } }[] }).chains;
    const chain = chains.find(({ jsonValue }) => jsonValue.chainId === red.idRequest)?.jsonValue;
    expect(chain).toMatchObject({ attempts: 2 });
    expect(chain?.flags).toEqual(
      expect.arrayContaining(['RED_THEN_GREEN_EDIT', 'IDENTITY_VARIANTS', 'REPEAT_AFTER_RED']),
    );

    // Channels are a choice among codes, any of them: the agent's chain is an AGENZIA one.
    const idsOf = async (filters: Body) =>
      (
        (await list('giulia.bianchi', { agency: DEMO_AGENT_AGENCY, ...filters })).json as {
          chains: { jsonValue: { chainId: number } }[];
        }
      ).chains.map(({ jsonValue }) => jsonValue.chainId);
    expect(await idsOf({ channel: ['WEB', 'AGENZIA'] })).toContain(red.idRequest);
    expect(await idsOf({ channel: ['WEB'] })).not.toContain(red.idRequest);

    const detail = await local.api('GET', `/api/v1/repeatedChecks/${red.idRequest}`, {
      token: tokens['giulia.bianchi'],
    });
    expect(detail.status, detail.text).toBe(200);
    const attempts = (detail.json as { attemptsShown: { idRequest: number; changed: string[] }[] }).attemptsShown;
    expect(attempts.map(({ idRequest }) => idRequest)).toEqual([red.idRequest, green.idRequest]);
    expect(attempts[1]?.changed).toEqual(['surname', 'taxCode']);
  });

  it("shows the chain in each attempt's check detail", async () => {
    const detail = await detailOf('giulia.bianchi', green.idRequest);
    expect(detail.chain?.chainId).toBe(red.idRequest);
    expect(detail.chain?.attempts).toHaveLength(2);
  });

  it('is reviewed once against the version read, audited, and reopened by a new attempt', async () => {
    const read = await local.api('GET', `/api/v1/repeatedChecks/${red.idRequest}`, { token: tokens['giulia.bianchi'] });
    const { version } = read.json as { version: number };
    const review = (note: string) => ({ chainId: red.idRequest, version, outcome: 'SUSPICIOUS', note });
    // The wizard's note, as every operation's: blank is refused, lines are kept.
    const blank = await local.api('POST', '/api/v1/reviewRepeatedChecks', {
      token: tokens['giulia.bianchi'],
      body: review('  \n '),
    });
    expect(blank.status, blank.text).toBe(400);
    const body = review('Cognome e codice fiscale alterati.\nSegnalato all’agenzia.');
    const reviewed = await local.api('POST', '/api/v1/reviewRepeatedChecks', { token: tokens['giulia.bianchi'], body });
    expect(reviewed.status, reviewed.text).toBe(200);
    expect(reviewed.json).toMatchObject({
      reviewStatus: 'SUSPICIOUS',
      review: { outcome: 'SUSPICIOUS', by: 'giulia.bianchi' },
    });

    const again = await local.api('POST', '/api/v1/reviewRepeatedChecks', { token: tokens['giulia.bianchi'], body });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ errors: [{ code: 'CHAIN_STALE' }] });

    const open = await list('giulia.bianchi', { reviewStatus: ['OPEN'] });
    const ids = (open.json as { chains: { jsonValue: { chainId: number } }[] }).chains.map((c) => c.jsonValue.chainId);
    expect(ids).not.toContain(red.idRequest);

    const audit = await local.api('POST', '/api/v1/auditTrail', {
      token: tokens['mario.rossi'],
      body: { pageNumber: 0, pageSize: 50, filters: { entityType: ['CHECK_CHAIN'] } },
    });
    const records = (audit.json as { records: { jsonValue: { entityId: string; before: Body; after: Body } }[] })
      .records;
    const record = records.find(({ jsonValue }) => jsonValue.entityId === String(red.idRequest))?.jsonValue;
    expect(record?.before).toMatchObject({ reviewStatus: 'OPEN' });
    expect(record?.after).toMatchObject({ reviewStatus: 'SUSPICIOUS' });

    await check('anna.ferrari', romeo);
    const reopened = await local.api('GET', `/api/v1/repeatedChecks/${red.idRequest}`, {
      token: tokens['giulia.bianchi'],
    });
    expect(reopened.json).toMatchObject({ reviewStatus: 'OPEN', attempts: 3, review: { outcome: 'SUSPICIOUS' } });
  });

  it('counts the agency and its user in who repeats', async () => {
    const response = await local.api('POST', '/api/v1/whoRepeats', {
      token: tokens['giulia.bianchi'],
      body: { by: 'user' },
    });
    expect(response.status, response.text).toBe(200);
    const rows = (response.json as { rows: { key: string; checks: number; joined: number; redThenGreen: number }[] })
      .rows;
    const anna = rows.find(({ key }) => key === 'anna.ferrari');
    expect(anna?.checks).toBeGreaterThanOrEqual(3);
    expect(anna?.redThenGreen).toBeGreaterThanOrEqual(1);
    expect(anna?.joined).toBeGreaterThanOrEqual(2);
  });

  it('counts the same after a day of last month is rebuilt, twice (`npm run chains`)', async () => {
    // A day whose ids were pruned by the month's later checks: only clearing the day makes a rebuild safe.
    const today = romeDay(new Date());
    const lastMonthsEnd = addDays(today, -Number(today.slice(8, 10)));
    const day = `${lastMonthsEnd.slice(0, 8)}10`;
    const whoRepeats = async () => {
      const response = await local.api('POST', '/api/v1/whoRepeats', {
        token: tokens['giulia.bianchi'],
        body: { by: 'agency', dateRange: { startDate: `${lastMonthsEnd.slice(0, 8)}01`, endDate: lastMonthsEnd } },
      });
      expect(response.status, response.text).toBe(200);
      return response.json as { overall: { checks: number } };
    };
    const before = await whoRepeats();
    expect(before.overall.checks).toBeGreaterThan(0);
    const table = LOCAL_NAMES.table('requestLog');
    for (let run = 0; run < 2; run += 1) {
      const rebuilt = await rebuildChains(clients.documentClient, table, [day]);
      expect(rebuilt.rows).toBeGreaterThan(0);
    }
    expect(await whoRepeats()).toEqual(before);
  });
});

describe('the dashboard and the queued export', () => {
  it('shows the open red-then-green chains to the roles that see the screen, and not to the others', async () => {
    const risk = await local.api('GET', '/api/v1/dashboard', { token: tokens['giulia.bianchi'] });
    expect(risk.status, risk.text).toBe(200);
    expect(
      (risk.json as { repeatedChecks: { openRedThenGreen: number } }).repeatedChecks.openRedThenGreen,
    ).toBeGreaterThanOrEqual(1);
  });

  it('queues the whole search as a REPEATED_CHECKS export', async () => {
    const response = await local.api('POST', '/api/v1/exportFileAsync', {
      token: tokens['giulia.bianchi'],
      body: {
        extractionType: 'REPEATED_CHECKS',
        filename: 'verificheRipetute_test',
        fileSeparator: ';',
        filters: { flags: ['RED_THEN_GREEN_EDIT'] },
      },
    });
    expect(response.status, response.text).toBe(200);
    const refused = await local.api('POST', '/api/v1/exportFileAsync', {
      token: tokens['luca.verdi'],
      body: { extractionType: 'REPEATED_CHECKS', filename: 'verificheRipetute_test2', fileSeparator: ';', filters: {} },
    });
    expect(refused.status).toBe(403);
  });
});

describe('who is not linked, and who is', () => {
  it('does not link two different people at one address', async () => {
    const first = await check('giulia.bianchi', {
      subjectType: 'PF',
      microSegment: 'PER',
      name: 'Marco',
      surname: 'Galli',
      taxCode: personTaxCode({
        surname: 'Galli',
        name: 'Marco',
        birthDate: '1971-02-03',
        sex: 'M',
        birthplaceCode: 'H501',
      }),
      address: inRome('Via dei Vicini 3'),
    });
    const second = await check('giulia.bianchi', {
      subjectType: 'PF',
      microSegment: 'PER',
      name: 'Lucia',
      surname: 'Moretti',
      taxCode: personTaxCode({
        surname: 'Moretti',
        name: 'Lucia',
        birthDate: '1984-09-21',
        sex: 'F',
        birthplaceCode: 'F205',
      }),
      address: inRome('Via dei Vicini 3'),
    });
    expect(second.repeatedChecks).toBeUndefined();
    expect((await detailOf('giulia.bianchi', first.idRequest)).chain).toBeNull();
    expect((await detailOf('giulia.bianchi', second.idRequest)).chain).toBeNull();
  });

  it('links a company checked twice by its VAT number', async () => {
    const company: CheckedSubject = {
      subjectType: 'PG',
      microSegment: 'SOC',
      vatRegistrationNo: '02345670588',
      address: inRome('Via Appia 1'),
    };
    const first = await check('giulia.bianchi', company);
    const second = await check('giulia.bianchi', company);
    const detail = await detailOf('giulia.bianchi', second.idRequest);
    expect(detail.chain?.attempts.map(({ idRequest }) => idRequest)).toEqual(
      expect.arrayContaining([first.idRequest, second.idRequest]),
    );
  });

  it("shows an analyst only her markets' attempts of a chain", async () => {
    // An earlier check of the subject in the protected market, recorded as the store records one.
    const taxCode = personTaxCode({
      surname: 'Ferri',
      name: 'Ada',
      birthDate: '1966-12-01',
      sex: 'F',
      birthplaceCode: 'H501',
    });
    const row = {
      idRequest: 900_000_001,
      requestDate: new Date(Date.now() - 3_600_000).toISOString(),
      trafficLight: 'R',
      outputCode: 'EX303',
      scope: 'T',
      userId: 'luca.verdi',
      acquisitionChannel: 'BACK_OFFICE',
      acquisitionAgency: null,
      name: 'Ada',
      surname: 'Ferri',
      taxCode,
      vatRegistrationNo: null,
      companyName: null,
      subjectTypeC: 'PF',
      microSegmentDesc: 'PER',
      dugStreetNo: 'Via Tutelata 1',
      municipalityName: 'Roma',
      provinceCode: 'RM',
      commodity: 'ELE',
      paymentModeRid: 'RID',
    } as unknown as RequestLogRow;
    const store = chainLinkStore(clients.documentClient, LOCAL_NAMES.table('requestLog'));
    const attempt = attemptOf(row);
    if (!attempt) throw new Error('the row has an id');
    const found = await store.candidates(attempt);
    await store.record(attempt, linkAttempt(attempt, found), found);

    const later = await check('luca.verdi', {
      subjectType: 'PF',
      microSegment: 'PER',
      name: 'Ada',
      surname: 'Ferri',
      taxCode,
      address: inRome('Via Tutelata 1'),
    });
    expect(later.repeatedChecks).toEqual({ count: 1, days: 7 });
    expect((await detailOf('mario.rossi', later.idRequest)).chain?.attempts.map((a) => a.market)).toEqual(['T', 'L']);
    expect((await detailOf('sara.neri', later.idRequest)).chain?.attempts.map((a) => a.market)).toEqual(['L']);
  });
});

describe('what the monitoring refuses', () => {
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

  it.each([
    ['a period reversed', { dateRange: { startDate: '2026-11-30', endDate: '2026-11-01' } }],
    ['a period over a year', { dateRange: { startDate: '2025-01-01', endDate: '2026-06-30' } }],
    ['a period in the future', { dateRange: { startDate: tomorrow, endDate: tomorrow } }],
    ['an unknown flag', { flags: ['NOT_A_FLAG'] }],
    ['an extra key', { colour: 'red' }],
    ['an unknown channel', { channel: ['PIGEON'] }],
  ])('answers 400 to %s', async (_name, filters) => {
    const response = await list('giulia.bianchi', filters);
    expect(response.status, response.text).toBe(400);
    expect((response.json as { errors: { code: string }[] }).errors[0]?.code).toBe('VALIDATION_ERROR');
  });

  it('answers 400 to a forged cursor', async () => {
    const response = await local.api('POST', '/api/v1/repeatedChecks', {
      token: tokens['giulia.bianchi'],
      body: { pageNumber: 0, pageSize: 50, filters: {}, cursor: 'bm90LWEtY3Vyc29y' },
    });
    expect(response.status).toBe(400);
  });

  it.each(['anna.ferrari', 'luca.verdi', 'sara.neri'])('answers 403 to %s', async (user) => {
    expect((await list(user)).status).toBe(403);
    const who = await local.api('POST', '/api/v1/whoRepeats', { token: tokens[user], body: { by: 'agency' } });
    expect(who.status).toBe(403);
  });

  it('answers 404 to a chain that does not exist', async () => {
    const response = await local.api('GET', '/api/v1/repeatedChecks/999999999999', { token: tokens['giulia.bianchi'] });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ errors: [{ code: 'CHAIN_NOT_FOUND' }] });
  });
});

describe('a chain longer than its page', () => {
  it('shows its latest attempts, oldest first, and still finds its head', async () => {
    const birth = { name: 'Ottavia', birthDate: '1987-02-14', sex: 'F' as const, birthplaceCode: 'H501' };
    const first: CheckedSubject = {
      subjectType: 'PF',
      microSegment: 'PER',
      taxCode: personTaxCode({ ...birth, surname: 'Lunghi' }),
      name: 'Ottavia',
      surname: 'Lunghi',
      address: inRome('Via delle Catene 200'),
    };
    const red = await check('giulia.bianchi', first);
    await check('giulia.bianchi', {
      ...first,
      surname: 'Lunga',
      taxCode: personTaxCode({ ...birth, surname: 'Lunga' }),
    });
    // More attempts than a page shows, written as the chain's items (a chain this long by the API would
    // take minutes): each a copy of the second, later, with an id of its own.
    const table = LOCAL_NAMES.table('requestLog');
    const { Items = [] } = await clients.documentClient.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
        ExpressionAttributeValues: { ':pk': `CHAIN#${red.idRequest}`, ':a': 'A#' },
      }),
    );
    const second = Items[1] as Record<string, unknown>;
    const extra = MAX_CHAIN_ATTEMPTS + 5;
    for (let index = 1; index <= extra; index += 1) {
      const id = 900_000_000 + index;
      const at = new Date(Date.parse(String(second.at)) + index * 1000).toISOString();
      await clients.documentClient.send(
        new PutCommand({
          TableName: table,
          Item: { ...second, sk: `A#${at}#${String(id).padStart(12, '0')}`, id, at, gsi2pk: `CHAINOF#${id}` },
        }),
      );
    }
    const detail = await local.api('GET', `/api/v1/repeatedChecks/${red.idRequest}`, {
      token: tokens['giulia.bianchi'],
    });
    expect(detail.status, detail.text).toBe(200);
    const shown = (detail.json as { attemptsShown: { idRequest: number }[] }).attemptsShown.map(
      ({ idRequest }) => idRequest,
    );
    expect(shown).toHaveLength(MAX_CHAIN_ATTEMPTS);
    expect(shown.at(-1)).toBe(900_000_000 + extra);
    expect(shown[0]).toBe(900_000_000 + extra - MAX_CHAIN_ATTEMPTS + 1);
  });
});
