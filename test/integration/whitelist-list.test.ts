import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEntry } from '../../functions/stores/white-list/new-entry';
import { whiteListStore } from '../../functions/stores/white-list/white-list-store';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { DEMO_SUBJECTS } from '../../infra/local/demo/precheck-demo-subjects';
import { DEMO_WHITELIST_ENTRIES } from '../../infra/local/demo/white-list-seeder';
import { MS_PER_DAY, romeDay } from '../../shared/italian-time';
import { LOCAL_NAMES } from '../../shared/resources';
import type { WhitelistFilters, WhitelistSubject } from '../../shared/schemas/whitelist';
import { defaultRequestLogRange, italianToday } from '../../shared/validators/ranges';
import { WHITELIST_CSV_HEADER } from '../../shared/whitelist/whitelist-csv';
import { companyCode, personCode } from '../support/enrichment-fixture';
import { startTestStack, type TestStack } from '../support/local-stack';
import { queuedExportLines } from '../support/queued-export';
import { RISK_OFFICER, type WhitelistApi, whitelistApi } from '../support/whitelist-api';

/**
 * The white list's reads through the API (their acceptance criteria): every filter narrows the rows to
 * exactly the ones that match, checked against a filter of the same rows written here independently of
 * the server's; paging by cursor reaches exactly the total; the queued WHITELIST export holds the same
 * rows in the same order. The rows: the demo seed and entries inserted through the store over the last
 * ten months, some expired, some revoked, names with accents.
 */

let local: TestStack;
let clients: LocalClients;
let api: WhitelistApi;
/** Every entry of the last ~13 months, newest first, as the list answers them with no filter. */
let all: WhitelistSubject[];
const seeded: WhitelistSubject[] = [];

const today = italianToday();
const startedAt = Date.now();
const daysAgo = (days: number) => startedAt - days * MS_PER_DAY;
const WIDE = { startDate: romeDay(new Date(daysAgo(400))), endDate: today };

const NAMES = [
  'Caffè Società Roma S.r.l.',
  'CAFFETTERIA DEL CORSO',
  'Società Agricola Nuova',
  'Bar  del Porto',
  'Città di Castello Servizi',
  'Perché No S.n.c.',
  'Àncora Trasporti S.p.A.',
  'Forno Santa Lucia',
];

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
  api = whitelistApi(local);
  const store = whiteListStore(clients.documentClient, LOCAL_NAMES.table('data'));
  // Thirty entries, one every ten days back from today: a tax code, a VAT number or both; 90 days of
  // validity (those older are expired); every fifth revoked a day later.
  for (let index = 0; index < 30; index += 1) {
    const code = 40_000 + index;
    const identifiers = [
      { taxCode: personCode(code).taxCode, vatRegistrationNo: null },
      { taxCode: null, vatRegistrationNo: companyCode(code) },
      { taxCode: personCode(code).taxCode, vatRegistrationNo: companyCode(code) },
    ][index % 3] as { taxCode: string | null; vatRegistrationNo: string | null };
    const created = new Date(daysAgo(index * 10) - index * 60_000);
    const entry = await store.insert(
      newEntry(
        { ...identifiers, companyName: NAMES[index % NAMES.length] as string, reasonDescription: 'Altro', note: null },
        { user: RISK_OFFICER, now: created, validityDays: 90 },
      ),
    );
    seeded.push(
      index % 5 === 4
        ? (await store.revoke(entry.id, 'mario.rossi', new Date(created.getTime() + MS_PER_DAY))).after
        : entry,
    );
  }
  ({ rows: all } = await api.everyRow({ dateRange: WIDE }, 200));
}, 180_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

const ids = (rows: readonly WhitelistSubject[]) => rows.map((row) => row.id);

/** Case and accents dropped, spaces collapsed: written here, not the server's searchText. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The filters as a reader of the rows understands them, one predicate each. */
function matches(row: WhitelistSubject, filters: WhitelistFilters): boolean {
  // No range: the last month, except for active only, which is every active entry.
  const range = filters.dateRange ?? (filters.onlyActiveSubjects ? undefined : defaultRequestLogRange(today));
  const day = romeDay(row.creationDate);
  if (range && (day < range.startDate || day > range.endDate)) return false;
  const identifier = filters.vatNumber?.trim().toUpperCase();
  if (identifier && row.taxCode !== identifier && row.vatRegistrationNo !== identifier) return false;
  if (filters.companyName && !folded(row.companyName).includes(folded(filters.companyName))) return false;
  if (filters.onlyActiveSubjects && (row.revocationDate !== null || Date.parse(row.expiringDate) < Date.now()))
    return false;
  return true;
}

describe('the rows', () => {
  it('the list holds every entry inserted, newest first, as inserted or revoked', () => {
    for (const entry of seeded) expect(all).toContainEqual(entry);
    const instants = all.map((row) => row.creationDate);
    expect(instants).toEqual([...instants].sort().reverse());
  });

  it('the demo seed: its entries, the precheck’s white-listed subject active, one expired, some revoked, one with both identifiers', () => {
    const demo = all.filter((row) =>
      DEMO_WHITELIST_ENTRIES.some(({ request }) => request.companyName === row.companyName),
    );
    expect(demo).toHaveLength(DEMO_WHITELIST_ENTRIES.length);
    const laura = DEMO_SUBJECTS.find((subject) => subject.whiteListed);
    expect(demo.find((row) => row.taxCode === laura?.taxCode)).toMatchObject({ revocationDate: null });
    const now = Date.now();
    expect(demo.filter((row) => row.revocationDate === null && Date.parse(row.expiringDate) < now)).toHaveLength(1);
    expect(demo.filter((row) => row.revocationDate !== null)).toHaveLength(2);
    expect(demo.filter((row) => row.taxCode && row.vatRegistrationNo)).toHaveLength(1);
  });
});

describe('filters narrow the rows to exactly the ones that match', () => {
  const entry = (index: number) => () => seeded[index] as WhitelistSubject;
  const middle = { startDate: romeDay(new Date(daysAgo(160))), endDate: romeDay(new Date(daysAgo(100))) };
  const cases: [string, () => WhitelistFilters][] = [
    ['no filter: the last month', () => ({})],
    ['the whole range', () => ({ dateRange: WIDE })],
    ['a range of two months in the middle', () => ({ dateRange: middle })],
    [
      'a single day',
      () => ({ dateRange: { startDate: romeDay(entry(3)().creationDate), endDate: romeDay(entry(3)().creationDate) } }),
    ],
    [
      'a tax code typed in lower case',
      () => ({ dateRange: WIDE, vatNumber: (entry(0)().taxCode as string).toLowerCase() }),
    ],
    ['the tax code of an entry with both', () => ({ dateRange: WIDE, vatNumber: entry(2)().taxCode as string })],
    ['a VAT number', () => ({ dateRange: WIDE, vatNumber: entry(4)().vatRegistrationNo as string })],
    ['an identifier no entry has', () => ({ dateRange: WIDE, vatNumber: personCode(49_999).taxCode })],
    ['a name typed with its accent', () => ({ dateRange: WIDE, companyName: 'caffè' })],
    ['a name typed without accents, upper case', () => ({ dateRange: WIDE, companyName: 'SOCIETA' })],
    ['an accented capital typed plain', () => ({ dateRange: WIDE, companyName: 'ancora' })],
    ['spaces typed as in the name', () => ({ dateRange: WIDE, companyName: 'bar  del' })],
    ['a name no entry has', () => ({ dateRange: WIDE, companyName: 'zzz' })],
    ['active only', () => ({ dateRange: WIDE, onlyActiveSubjects: true })],
    [
      'active only, no range: every active entry, inserted in the last month or before',
      () => ({ onlyActiveSubjects: true }),
    ],
    ['all subjects', () => ({ dateRange: WIDE, onlyActiveSubjects: false })],
    ['a name, active only, in a range', () => ({ dateRange: middle, companyName: 'città', onlyActiveSubjects: true })],
    [
      'a name and an identifier',
      () => ({ dateRange: WIDE, companyName: 'caffe', vatNumber: entry(0)().taxCode as string }),
    ],
  ];

  it.each(cases)('%s', async (_, filtersOf) => {
    const filters = filtersOf();
    const { rows, total } = await api.everyRow(filters, 7);
    const expected = all.filter((row) => matches(row, filters));
    expect(ids(rows)).toEqual(ids(expected));
    expect(total).toBe(expected.length);
  });

  it('the cases are not vacuous: most find some rows, fewer than all', () => {
    const counts = cases.map(([, filtersOf]) => all.filter((row) => matches(row, filtersOf())).length);
    expect(counts.filter((count) => count > 0 && count < all.length).length).toBeGreaterThan(cases.length / 2);
  });
});

describe('paging', () => {
  it.each([1, 7, 10, 50])(
    'pages of %i by cursor reach exactly the total, each row once, in the list’s order',
    async (pageSize) => {
      const { rows, total } = await api.everyRow({ dateRange: WIDE }, pageSize);
      expect(total).toBe(all.length);
      expect(ids(rows)).toEqual(ids(all));
    },
  );

  it('a page by number is the page the cursors reach', async () => {
    const first = await api.page({ dateRange: WIDE }, { pageSize: 5 });
    const second = await api.page({ dateRange: WIDE }, { pageSize: 5, cursor: first.cursor });
    expect(ids((await api.page({ dateRange: WIDE }, { pageSize: 5, pageNumber: 1 })).whitelists)).toEqual(
      ids(second.whitelists),
    );
  });

  it('a cursor of another search answers 400 INVALID_CURSOR', async () => {
    const first = await api.page({ dateRange: WIDE }, { pageSize: 5 });
    const response = await api.call(RISK_OFFICER, 'getWhitelist', {
      body: { filters: { dateRange: WIDE, onlyActiveSubjects: true }, pageSize: 5, cursor: first.cursor },
    });
    expect(response.status).toBe(400);
    expect((response.json as { errors: { code: string }[] }).errors[0]?.code).toBe('INVALID_CURSOR');
  });
});

describe('the queued WHITELIST export', () => {
  it('holds the rows of the list with the same filters, in its order, under the shared header', async () => {
    const filters: WhitelistFilters = { dateRange: WIDE, companyName: 'societa' };
    const { job, lines } = await queuedExportLines(local, RISK_OFFICER, {
      extractionType: 'WHITELIST',
      filters,
      filename: `whitelist_${Date.now()}`,
    });
    const { rows, total } = await api.everyRow(filters);
    expect(total).toBeGreaterThan(0);
    expect(job.recordCount).toBe(total);
    expect(lines[0]).toBe(WHITELIST_CSV_HEADER.join(';'));
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(ids(rows));
  });
});
