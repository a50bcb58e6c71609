import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchPut } from '../../functions/commons/dynamo/batch-put';
import { headOf } from '../../functions/commons/versioned/head';
import type { BlacklistRow } from '../../functions/stores/black-lists/members';
import { CURRENT_CONFIGURATION_KEY } from '../../functions/stores/configuration/keys';
import { customerKey } from '../../functions/stores/customers/keys';
import { whiteListKey } from '../../functions/stores/white-list/keys';
import { personTaxCode, vatNumber } from '../../infra/local/demo/demo-codes';
import { blacklistVersionItems } from '../../infra/local/demo/precheck-blacklists';
import { EXAMPLE_CONFIGURATION_FILE } from '../../shared/decision/example-configuration';
import { BLACKLIST_KINDS, type BlacklistKind } from '../../shared/enums';

/**
 * Subjects of an enrichment file and the facts the data table holds about them, with the answer the
 * enrichment must give for each: a mixed bag (white list, black lists, customers, prospects, invalid
 * and missing codes), deterministic by index.
 */

export type SubjectKind =
  | 'WHITE_LIST'
  | 'RADIATI'
  | 'CEDUTI'
  | 'CUSTOMER_ARREARS'
  | 'CUSTOMER_GOOD'
  | 'INVALID_CODE'
  | 'NO_CODE'
  | 'PROSPECT_PERSON'
  | 'PROSPECT_COMPANY';

const KINDS: readonly SubjectKind[] = [
  'WHITE_LIST',
  'RADIATI',
  'CEDUTI',
  'CUSTOMER_ARREARS',
  'CUSTOMER_GOOD',
  'INVALID_CODE',
  'NO_CODE',
  'PROSPECT_PERSON',
  'PROSPECT_COMPANY',
  'PROSPECT_PERSON',
];

export interface FixtureSubject {
  kind: SubjectKind;
  name: string;
  taxCode: string;
  vatNumber: string;
  expected: { valid: 'SI' | 'NO'; code: string | null; light: string | null; customer: string | null };
}

const SURNAMES = ['Rossi', 'Bianchi', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'];
const NAMES = ['Mario', 'Laura', 'Giorgio', 'Francesca', 'Alessandro', 'Chiara', 'Davide', 'Elena'];
const MONTHS = 'ABCDEHLMPRST';

/** A valid person's tax code, distinct for each index up to ~90,000. */
export function personCode(index: number): { name: string; taxCode: string } {
  const surname = SURNAMES[index % 8] as string;
  const name = NAMES[Math.floor(index / 8) % 8] as string;
  const rest = Math.floor(index / 64);
  const birth = `${String(40 + (rest % 60)).padStart(2, '0')}${MONTHS[Math.floor(rest / 60) % 12]}${String(1 + (Math.floor(rest / 720) % 28)).padStart(2, '0')}`;
  return { name: `${surname} ${name}`, taxCode: personTaxCode(surname, name, birth) };
}

/** A valid VAT number, distinct for each index. */
export const companyCode = (index: number) => vatNumber(`07${String(index).padStart(8, '0')}`);

const invalid = (taxCode: string) => `${taxCode.slice(0, 15)}${taxCode.endsWith('A') ? 'B' : 'A'}`;

export function fixtureSubjects(count: number): FixtureSubject[] {
  return Array.from({ length: count }, (_, index) => {
    const kind = KINDS[index % KINDS.length] as SubjectKind;
    const person = personCode(index);
    const company = companyCode(index);
    const customer = `C${String(index).padStart(7, '0')}`;
    const ok = (code: string, light: string, customerCode: string | null = null) => ({
      valid: 'SI' as const,
      code,
      light,
      customer: customerCode,
    });
    switch (kind) {
      case 'WHITE_LIST':
        return { kind, ...person, vatNumber: '', expected: ok('EX301', 'V') };
      case 'RADIATI':
        return { kind, name: `Impresa ${index}`, taxCode: company, vatNumber: company, expected: ok('EX305', 'R') };
      case 'CEDUTI':
        return { kind, ...person, vatNumber: '', expected: ok('EX306', 'R') };
      case 'CUSTOMER_ARREARS':
        return { kind, ...person, vatNumber: '', expected: ok('EX303', 'R', customer) };
      case 'CUSTOMER_GOOD':
        return {
          kind,
          name: `Società ${index}`,
          taxCode: '',
          vatNumber: company,
          expected: ok('EX406', 'V', customer),
        };
      case 'INVALID_CODE':
        return {
          kind,
          ...person,
          taxCode: invalid(person.taxCode),
          vatNumber: '',
          expected: { valid: 'NO', code: null, light: null, customer: null },
        };
      case 'NO_CODE':
        return {
          kind,
          ...person,
          taxCode: '',
          vatNumber: '',
          expected: { valid: 'NO', code: null, light: null, customer: null },
        };
      case 'PROSPECT_COMPANY':
        return { kind, name: `Ditta "${index}"; srl`, taxCode: '', vatNumber: company, expected: ok('EX400', 'V') };
      default:
        return { kind, ...person, vatNumber: '', expected: ok('EX400', 'V') };
    }
  });
}

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

/** The one load of each black list the fixture puts in force. */
const FIXTURE_LOADS: Record<BlacklistKind, string> = {
  RADIATI: '20251201-090000-0e000001',
  CEDUTI: '20251201-090000-0e000002',
};

/** The black lists each kind of subject is on: the white-listed too, since the white list wins, as in a precheck. */
const LISTED_IN: Partial<Record<SubjectKind, BlacklistKind>> = {
  WHITE_LIST: 'RADIATI',
  RADIATI: 'RADIATI',
  CEDUTI: 'CEDUTI',
};

type Members = typeof import('../../functions/stores/black-lists/members');
type MembersDiff = typeof import('../../functions/blacklist/members-diff');

/**
 * Each black list in force with one load listing its subjects, and its member items as a load writes
 * them (memberItems); the load's changes as the worker counts them (membersChanges).
 */
function blacklistItems(
  subjects: readonly FixtureSubject[],
  { memberItems }: Pick<Members, 'memberItems'>,
  { membersChanges }: MembersDiff,
): Record<string, unknown>[] {
  return BLACKLIST_KINDS.flatMap((kind) => {
    const rows: BlacklistRow[] = subjects
      .filter((subject) => LISTED_IN[subject.kind] === kind)
      .map((subject) => ({ taxCode: subject.taxCode || null, vatNumber: subject.vatNumber || null }));
    const load = {
      id: FIXTURE_LOADS[kind],
      filename: `${kind.toLowerCase()}_enrichment`,
      note: null,
      uploadedBy: 'mario.rossi',
      uploadedAt: SEEDED_AT,
      publishedBy: 'chiara.ferri',
      publishedAt: SEEDED_AT,
      rows,
      discardedRecords: 0,
    };
    return [...blacklistVersionItems(kind, [load], membersChanges), ...memberItems(kind, load.id, rows)];
  });
}

/** The data-table items of the fixture but the black lists': the configuration, then each subject's facts by each identifier. */
export function fixtureItems(subjects: readonly FixtureSubject[]): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [
    {
      ...CURRENT_CONFIGURATION_KEY,
      ...headOf({
        id: 'enrichment-configuration',
        parentId: null,
        version: 1,
        status: 'CURRENT',
        validityStartDate: SEEDED_AT,
        validityEndDate: null,
        publicationUser: 'mario.rossi',
        note: null,
        updatedBy: 'mario.rossi',
        updatedAt: SEEDED_AT,
        configurationFile: EXAMPLE_CONFIGURATION_FILE,
      }),
    },
  ];
  subjects.forEach((subject, index) => {
    const ids = [...new Set([subject.taxCode, subject.vatNumber].filter(Boolean))];
    for (const id of ids) {
      const customer = (kpis: Record<string, number>) => ({
        ...customerKey(id),
        A_CODICE_CLIENTE: subject.expected.customer,
        A_MERCATO: 'L',
        K_STATO_CLIENTE: 'ATTIVO',
        ...kpis,
      });
      switch (subject.kind) {
        case 'WHITE_LIST':
          items.push({
            ...whiteListKey(id),
            expiringDate: '2099-12-31T22:59:00.000Z',
            revocationDate: null,
          });
          break;
        case 'CUSTOMER_ARREARS':
          items.push(
            customer({
              K_CRED_SCAD_NETTO_TOTALE: 600,
              K_CRED_A_SCAD_NETTO_TOTALE: 300,
              K_FATTURATO_ULTIMI_12M: 2000,
              K_ANDAMENTALE_CLASSE: 2,
            }),
          );
          break;
        case 'CUSTOMER_GOOD':
          items.push(
            customer({
              K_CRED_SCAD_NETTO_TOTALE: 40 + index,
              K_CRED_A_SCAD_NETTO_TOTALE: 150,
              K_FATTURATO_ULTIMI_12M: 120_000,
              K_ANDAMENTALE_CLASSE: 1,
            }),
          );
          break;
        default:
          break;
      }
    }
  });
  return items;
}

/** Seeds the fixture: once the stack runs, since the black-list modules build the functions' SDK clients as they load. */
export async function seedFixture(client: DynamoDBDocumentClient, table: string, subjects: readonly FixtureSubject[]) {
  const [members, diff] = await Promise.all([
    import('../../functions/stores/black-lists/members'),
    import('../../functions/blacklist/members-diff'),
  ]);
  await batchPut(client, table, [...fixtureItems(subjects), ...blacklistItems(subjects, members, diff)]);
}

/** The CSV a user would upload: a header naming the columns, then one line per subject. */
export function fixtureCsv(subjects: readonly FixtureSubject[], separator = ';'): string {
  const quoted = (cell: string) => (/[";,|\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const lines = subjects.map((subject) =>
    [subject.name, subject.taxCode, subject.vatNumber].map(quoted).join(separator),
  );
  return `${['Nome', 'Codice fiscale', 'Partita IVA'].join(separator)}\r\n${lines.join('\r\n')}\r\n`;
}
