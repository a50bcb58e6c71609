import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { DEMO_ADDRESS, DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import { romeDay } from '../../shared/italian-time';
import { refusalText } from '../../shared/refusals';
import type { RouteName } from '../../shared/route-table';
import { WHITELIST_ID_PATTERN, type WhitelistSubject } from '../../shared/schemas/whitelist';
import {
  REQUIRED_MESSAGE,
  TAX_CODE_MESSAGES,
  VAT_NUMBER_MESSAGES,
  WHITELIST_MESSAGES,
} from '../../shared/validators/messages';
import { whitelistExpiry } from '../../shared/whitelist/whitelist-insert';
import { agentCheck } from '../support/agent-check';
import { auditRecordsOfEntity } from '../support/audit-records';
import { configurationApi } from '../support/configuration-api';
import { companyCode, personCode } from '../support/enrichment-fixture';
import { startTestStack, type TestStack } from '../support/local-stack';
import {
  ADMINISTRATOR,
  insertBody,
  RISK_OFFICER,
  type WhitelistApi,
  type WhitelistRoute,
  whitelistApi,
} from '../support/whitelist-api';

/**
 * The white list through the API (its acceptance criteria): an entry exempts the subject's next check
 * (V, EX301) and its revocation stops the exemption at once; the server applies the insert's rules and
 * its own expiry; duplicates, second revocations, unknown ids and other roles are refused with the
 * error shape; every insert and revoke leaves its audit record with the entry.
 */

let local: TestStack;
let clients: LocalClients;
let api: WhitelistApi;

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
  api = whitelistApi(local);
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

const errorsOf = (json: unknown) =>
  (json as { errors: { code: string; field?: string; description: string }[] }).errors;

let subjects = 30_000;
/** A valid person's tax code and company VAT number no other test uses. */
function freshSubject() {
  subjects += 1;
  return { taxCode: personCode(subjects).taxCode, vatRegistrationNo: companyCode(subjects) };
}

/** The light and code of a check of a demo subject, as an agent runs it. */
async function check(subject: DemoSubject) {
  const { fullCheckInfo } = await agentCheck(local, subject);
  return { light: fullCheckInfo?.trafficLight, code: fullCheckInfo?.trafficLightReason.code };
}

async function validityDays() {
  const response = await api.call(RISK_OFFICER, 'getWhitelistConfiguration');
  expect(response.status, response.text).toBe(200);
  return (response.json as { data: { whitelistValidityDaysParam: number } }).data.whitelistValidityDaysParam;
}

/** Whether the list knows any entry of this identifier (over the last month, the screen's default). */
const entriesOf = async (identifier: string) => (await api.page({ vatNumber: identifier })).whitelists;

describe('an entry exempts the next check, its revocation stops it at once', () => {
  // Francesca Romano, a customer in arrears: red, EX303 (docs/decision-rules.md).
  const customer = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX303') as DemoSubject;
  let entry: WhitelistSubject;
  let revoked: WhitelistSubject;

  it('before: red, EX303', async () => {
    expect(await check(customer)).toEqual({ light: 'R', code: 'EX303' });
  });

  it('the insert answers the entry: tax code upper-cased, the expiry the configuration’s, not the one sent', async () => {
    const days = await validityDays();
    const sent = Date.now();
    entry = await api.insert({
      ...insertBody(
        { taxCode: customer.taxCode?.toLowerCase(), vatRegistrationNo: '' },
        'Romano Francesca',
        'Cliente strategico',
      ),
      note: ' Cliente con piano di rientro ',
      // Not trusted: a client cannot extend an exemption.
      expiringDate: '2099-12-31T22:59:00.000Z',
    });
    expect(entry).toEqual({
      id: entry.id,
      taxCode: customer.taxCode,
      vatRegistrationNo: null,
      companyName: 'Romano Francesca',
      reasonDescription: 'Cliente strategico',
      creationDate: entry.creationDate,
      expiringDate: whitelistExpiry(new Date(entry.creationDate), days),
      revocationDate: null,
      requestDate: null,
      siebelRequestCode: null,
      idRequest: null,
      note: 'Cliente con piano di rientro',
      creationUser: RISK_OFFICER,
      revocationUser: null,
    });
    expect(Date.parse(entry.creationDate)).toBeGreaterThanOrEqual(sent - 1000);
    expect(Date.parse(entry.creationDate)).toBeLessThanOrEqual(Date.now());
    expect(entry.id).toMatch(WHITELIST_ID_PATTERN);
    expect(entry.id.slice(3, 11)).toBe(romeDay(entry.creationDate).replaceAll('-', ''));
    expect(await entriesOf(customer.taxCode as string)).toEqual([entry]);
  });

  it('the next check: green, EX301', async () => {
    expect(await check(customer)).toEqual({ light: 'V', code: 'EX301' });
  });

  it('the revocation answers the entry revoked now by its caller', async () => {
    const before = Date.now();
    revoked = await api.revoke(entry.id);
    expect(revoked).toEqual({ ...entry, revocationDate: revoked.revocationDate, revocationUser: ADMINISTRATOR });
    expect(Date.parse(revoked.revocationDate as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(await entriesOf(customer.taxCode as string)).toEqual([revoked]);
  });

  it('the next check is decided by the other rules again: red, EX303', async () => {
    expect(await check(customer)).toEqual({ light: 'R', code: 'EX303' });
  });

  it('a second revocation answers 409 and changes nothing', async () => {
    const response = await api.call(RISK_OFFICER, 'revokeWhitelist', { params: { id: entry.id } });
    expect(response.status).toBe(409);
    expect(errorsOf(response.json)).toEqual([{ code: 'ALREADY_REVOKED', description: refusalText('ALREADY_REVOKED') }]);
    expect(await entriesOf(customer.taxCode as string)).toEqual([revoked]);
  });

  it('the audit trail of the entry: the insert with the entry after, the revocation with before and after, the refusal', async () => {
    const records = await auditRecordsOfEntity(clients.documentClient, 'WHITELIST', entry.id);
    const byRoute = (route: RouteName, outcome: string) =>
      records.filter((record) => record.route === route && record.outcome === outcome);
    expect(byRoute('addToWhitelist', 'SUCCEEDED')).toEqual([
      expect.objectContaining({ user: RISK_OFFICER, role: 'RISK_OFFICER', status: 200, before: null, after: entry }),
    ]);
    expect(byRoute('revokeWhitelist', 'SUCCEEDED')).toEqual([
      expect.objectContaining({ user: ADMINISTRATOR, role: 'ADMIN', status: 200, before: entry, after: revoked }),
    ]);
    expect(byRoute('revokeWhitelist', 'REFUSED')).toEqual([
      expect.objectContaining({
        user: RISK_OFFICER,
        status: 409,
        errorCode: 'ALREADY_REVOKED',
        before: null,
        after: null,
      }),
    ]);
    expect(records).toHaveLength(3);
  });
});

describe('a subject exempt and not revoked', () => {
  it('is refused by either identifier with 409 until revoked, then inserted again', async () => {
    const subject = freshSubject();
    const first = await api.insert(insertBody(subject, 'Bar Centrale S.r.l.'));
    for (const identifiers of [
      subject,
      { taxCode: subject.taxCode.toLowerCase() },
      { vatRegistrationNo: subject.vatRegistrationNo },
      { taxCode: freshSubject().taxCode, vatRegistrationNo: subject.vatRegistrationNo },
    ]) {
      const response = await api.call(RISK_OFFICER, 'addToWhitelist', { body: insertBody(identifiers) });
      expect(response.status, JSON.stringify(identifiers)).toBe(409);
      expect(errorsOf(response.json)).toEqual([{ code: 'ALREADY_EXEMPT', description: refusalText('ALREADY_EXEMPT') }]);
    }
    expect(await entriesOf(subject.vatRegistrationNo)).toEqual([first]);

    await api.revoke(first.id);
    const second = await api.insert(
      insertBody({ vatRegistrationNo: subject.vatRegistrationNo }, 'Bar Centrale S.r.l.'),
    );
    expect(second.id).not.toBe(first.id);
    expect((await entriesOf(subject.vatRegistrationNo)).map((row) => row.id)).toEqual([second.id, first.id]);
  });
});

describe('a check that sends both identifiers', () => {
  it('is exempt by the entry of either, when their copies name different entries', async () => {
    // An entry for both identifiers, revoked; then one for the VAT number alone: the tax code's copy still
    // names the revoked entry, the VAT number's the active one. The check judges by the active one.
    const subject = freshSubject();
    const both = await api.insert(insertBody(subject, 'Ditta Individuale Both'));
    await api.revoke(both.id);
    const company: DemoSubject = {
      label: 'sole trader',
      subjectType: 'PG',
      microSegment: 'SOC',
      taxCode: subject.taxCode,
      vatRegistrationNo: subject.vatRegistrationNo,
      address: DEMO_ADDRESS,
      expected: { trafficLight: 'V', code: 'EX301' },
    };
    expect((await check(company)).code).not.toBe('EX301');
    await api.insert(insertBody({ vatRegistrationNo: subject.vatRegistrationNo }, 'Ditta Individuale Both'));
    expect(await check(company)).toEqual({ light: 'V', code: 'EX301' });
  });
});

describe('bad input: 400 with the spec’s messages, nothing inserted', () => {
  const { taxCode, vatRegistrationNo } = freshSubject();
  const wrongCheckLetter = `${taxCode.slice(0, 15)}${taxCode.endsWith('A') ? 'B' : 'A'}`;
  const wrongCheckDigit = `${vatRegistrationNo.slice(0, 10)}${(Number(vatRegistrationNo[10]) + 1) % 10}`;
  const long = (length: number) => 'A'.repeat(length);

  it.each([
    [
      'a tax code whose check letter is wrong',
      insertBody({ taxCode: wrongCheckLetter }),
      [{ field: 'taxCode', description: TAX_CODE_MESSAGES.checkCharacter }],
    ],
    [
      'a tax code of 15 characters',
      insertBody({ taxCode: taxCode.slice(0, 15) }),
      [{ field: 'taxCode', description: TAX_CODE_MESSAGES.personOrLegalLength }],
    ],
    [
      'a tax code of 17 characters',
      insertBody({ taxCode: `${taxCode}X` }),
      [{ field: 'taxCode', description: TAX_CODE_MESSAGES.personOrLegalLength }],
    ],
    [
      'a VAT number of 12 digits',
      insertBody({ vatRegistrationNo: `${vatRegistrationNo}1` }),
      [{ field: 'vatRegistrationNo', description: VAT_NUMBER_MESSAGES.length }],
    ],
    [
      'a tax code with a character no code has',
      insertBody({ taxCode: `${taxCode.slice(0, 14)}$${taxCode[15]}` }),
      [{ field: 'taxCode', description: TAX_CODE_MESSAGES.invalidCharacters }],
    ],
    [
      'a VAT number whose check digit is wrong',
      insertBody({ vatRegistrationNo: wrongCheckDigit }),
      [{ field: 'vatRegistrationNo', description: VAT_NUMBER_MESSAGES.checkDigit }],
    ],
    [
      'a VAT number of 10 digits',
      insertBody({ vatRegistrationNo: vatRegistrationNo.slice(0, 10) }),
      [{ field: 'vatRegistrationNo', description: VAT_NUMBER_MESSAGES.length }],
    ],
    [
      'a VAT number with a letter',
      insertBody({ vatRegistrationNo: `${vatRegistrationNo.slice(0, 10)}A` }),
      [{ field: 'vatRegistrationNo', description: VAT_NUMBER_MESSAGES.invalidCharacters }],
    ],
    [
      'a valid tax code with a wrong VAT number',
      insertBody({ taxCode, vatRegistrationNo: wrongCheckDigit }),
      [{ field: 'vatRegistrationNo', description: VAT_NUMBER_MESSAGES.checkDigit }],
    ],
    [
      'both identifiers missing',
      insertBody({}),
      [
        { field: 'taxCode', description: WHITELIST_MESSAGES.oneIdentifier },
        { field: 'vatRegistrationNo', description: WHITELIST_MESSAGES.oneIdentifier },
      ],
    ],
    [
      'both identifiers blank',
      insertBody({ taxCode: '  ', vatRegistrationNo: '' }),
      [
        { field: 'taxCode', description: WHITELIST_MESSAGES.oneIdentifier },
        { field: 'vatRegistrationNo', description: WHITELIST_MESSAGES.oneIdentifier },
      ],
    ],
    [
      'a reason the CURRENT configuration does not list',
      insertBody({ taxCode }, 'Soggetto di prova', 'Amico del direttore'),
      [{ field: 'reasonDescription', description: WHITELIST_MESSAGES.unknownReason }],
    ],
    ['a blank company name', insertBody({ taxCode }, '   '), [{ field: 'companyName', description: REQUIRED_MESSAGE }]],
  ])('%s', async (_, body, expected) => {
    const response = await api.call(RISK_OFFICER, 'addToWhitelist', { body });
    expect(response.status, response.text).toBe(400);
    expect(errorsOf(response.json)).toEqual(expected.map((error) => ({ code: 'VALIDATION_ERROR', ...error })));
    expect(await entriesOf(taxCode)).toEqual([]);
  });

  it.each([
    ['taxCode', { taxCode: long(65) }],
    ['vatRegistrationNo', { vatRegistrationNo: '1'.repeat(65) }],
    // Accepted and never read, yet bounded like any text a request carries.
    ['expiringDate', { expiringDate: long(65) }],
    ['companyName', { companyName: long(201) }],
    ['reasonDescription', { reasonDescription: long(201) }],
    ['note', { note: long(401) }],
  ])('an over-long %s', async (field, overLong) => {
    const response = await api.call(RISK_OFFICER, 'addToWhitelist', {
      body: { ...insertBody({ taxCode, vatRegistrationNo }), ...overLong },
    });
    expect(response.status, response.text).toBe(400);
    expect(errorsOf(response.json).map((error) => [error.code, error.field])).toContainEqual([
      'VALIDATION_ERROR',
      field,
    ]);
    expect(await entriesOf(taxCode)).toEqual([]);
  });
});

describe('revocation of what is not an entry: 404', () => {
  it.each(['WL-20260101-ZZZZZZ', 'WL-20260101-zzzzzz', 'WL-2026-ABCDEF', 'qualsiasi', 'X'.repeat(64)])(
    '%s',
    async (id) => {
      const response = await api.call(ADMINISTRATOR, 'revokeWhitelist', { params: { id } });
      expect(response.status, response.text).toBe(404);
      expect(errorsOf(response.json)).toEqual([
        { code: 'WHITELIST_ENTRY_NOT_FOUND', description: refusalText('WHITELIST_ENTRY_NOT_FOUND') },
      ]);
    },
  );
});

describe('roles', () => {
  const ROUTES: [WhitelistRoute, { params?: Record<string, string>; body?: unknown }][] = [
    ['getWhitelist', { body: { filters: {}, pageNumber: 0, pageSize: 50 } }],
    ['addToWhitelist', { body: insertBody(freshSubject()) }],
    ['revokeWhitelist', { params: { id: 'WL-20260101-ZZZZZZ' } }],
    ['getWhitelistConfiguration', {}],
  ];

  it.each(
    ['luca.verdi', 'sara.neri', 'paolo.gallo', 'anna.ferrari'].flatMap((user) =>
      ROUTES.map(([route, request]) => [user, route, request] as const),
    ),
  )('%s: %s answers 403', async (user, route, request) => {
    const response = await api.call(user, route, request);
    expect(response.status, response.text).toBe(403);
    expect(errorsOf(response.json)[0]?.code).toBe('FORBIDDEN');
  });

  it.each([ADMINISTRATOR, RISK_OFFICER])('%s reads the list and the form’s defaults', async (user) => {
    expect((await api.call(user, 'getWhitelist', { body: {} })).status).toBe(200);
    expect((await api.call(user, 'getWhitelistConfiguration')).status).toBe(200);
  });
});

describe('the form’s defaults follow the CURRENT configuration', () => {
  it('answers its reasons and days; once another is published, an insert takes its days and reasons', async () => {
    const configurations = configurationApi(local);
    const current = await configurations.current();
    const answer = await api.call(RISK_OFFICER, 'getWhitelistConfiguration');
    expect(answer.json).toEqual({
      data: {
        whitelistReasonParams: current.configurationFile.whitelistReasonParams,
        whitelistValidityDaysParam: current.configurationFile.whitelistValidityDaysParam,
      },
    });

    const file = {
      ...current.configurationFile,
      whitelistReasonParams: [...current.configurationFile.whitelistReasonParams, 'Moroso con piano di rientro'],
      whitelistValidityDaysParam: 30,
    };
    await configurations.publishCycle(file);
    expect((await api.call(RISK_OFFICER, 'getWhitelistConfiguration')).json).toEqual({
      data: { whitelistReasonParams: file.whitelistReasonParams, whitelistValidityDaysParam: 30 },
    });
    const entry = await api.insert(insertBody(freshSubject(), 'Soggetto di prova', 'Moroso con piano di rientro'));
    expect(entry.expiringDate).toBe(whitelistExpiry(new Date(entry.creationDate), 30));
  });
});
