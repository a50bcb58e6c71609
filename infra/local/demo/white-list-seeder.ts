import { DeleteCommand, type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { unlessRefused } from '../../../functions/commons/dynamo/conditional-write';
import { entryIdentifiers } from '../../../functions/stores/white-list/entry-items';
import { whiteListKey } from '../../../functions/stores/white-list/keys';
import { newEntry } from '../../../functions/stores/white-list/new-entry';
import { whiteListStore } from '../../../functions/stores/white-list/white-list-store';
import { MS_PER_DAY } from '../../../shared/italian-time';
import type { AddToWhitelistRequest } from '../../../shared/schemas/whitelist';
import { personTaxCode, vatNumber } from './demo-codes';
import type { DemoSeeder } from './demo-seeder';
import { DEMO_SUBJECTS } from './precheck-demo-subjects';

const HOUR_MS = 60 * 60 * 1000;

/** One demo entry: what the insert form sends, who inserted it how many days ago, for how long, and its revocation. */
interface DemoEntry {
  request: AddToWhitelistRequest;
  user: string;
  daysAgo: number;
  validityDays: number;
  revoked?: { daysLater: number; by: string };
}

const subject = (
  identifiers: Pick<AddToWhitelistRequest, 'taxCode' | 'vatRegistrationNo'>,
  companyName: string,
  reasonDescription: string,
  note: string | null = null,
): AddToWhitelistRequest => ({ ...identifiers, companyName, reasonDescription, note });

/**
 * The precheck's white-listed demo subjects (Laura Bianchi, also on RADIATI: the white list wins) as
 * entries, for a year so the precheck demo keeps its EX301 however long a data folder lives.
 */
const PRECHECK_ENTRIES: DemoEntry[] = DEMO_SUBJECTS.filter((demo) => demo.whiteListed).map((demo) => ({
  request: subject(
    { taxCode: demo.taxCode ?? null, vatRegistrationNo: demo.vatRegistrationNo ?? null },
    demo.companyName ?? `${demo.surname} ${demo.name}`,
    'Cliente strategico',
    'Esenzione concordata con la direzione commerciale',
  ),
  user: 'mario.rossi',
  daysAgo: 20,
  validityDays: 365,
}));

/**
 * A realistic handful beside them: active entries inserted in the last weeks by the two roles that
 * manage the list (one before the screen's default month), one expired a week ago, two revoked, one
 * sole trader with both tax code and VAT number, and names with accents for the search.
 */
const OTHER_ENTRIES: DemoEntry[] = [
  {
    request: subject(
      { taxCode: null, vatRegistrationNo: vatNumber('0311224405') },
      'Trattoria Da Nennè S.n.c.',
      'Altro',
    ),
    user: 'giulia.bianchi',
    daysAgo: 3,
    validityDays: 90,
  },
  {
    request: subject(
      { taxCode: null, vatRegistrationNo: vatNumber('0225187100') },
      'Comune di Fiumicino',
      'Ente pubblico',
    ),
    user: 'mario.rossi',
    daysAgo: 10,
    validityDays: 90,
  },
  {
    request: subject(
      { taxCode: personTaxCode('Verdi', 'Giuseppe', '64L20'), vatRegistrationNo: vatNumber('0177889910') },
      'Ferramenta Verdi di Giuseppe Verdi',
      'Cliente strategico',
      'Ditta individuale: esenti codice fiscale e partita IVA',
    ),
    user: 'giulia.bianchi',
    daysAgo: 12,
    validityDays: 90,
  },
  {
    request: subject(
      { taxCode: personTaxCode('Conti', 'Marco', '79B12'), vatRegistrationNo: null },
      'Conti Marco',
      'Altro',
      'Verifica manuale completata',
    ),
    user: 'chiara.ferri',
    daysAgo: 15,
    validityDays: 90,
  },
  {
    request: subject(
      { taxCode: null, vatRegistrationNo: vatNumber('0855667708') },
      'Hotel Città Eterna S.p.A.',
      'Cliente strategico',
    ),
    user: 'mario.rossi',
    daysAgo: 1,
    validityDays: 90,
  },
  {
    request: subject(
      { taxCode: null, vatRegistrationNo: vatNumber('0966778809') },
      'Farmacia San Lorenzo S.n.c.',
      'Altro',
    ),
    user: 'giulia.bianchi',
    daysAgo: 45,
    validityDays: 90,
  },
  {
    // Inserted when the configuration gave 20 days: expired a week ago.
    request: subject(
      { taxCode: null, vatRegistrationNo: vatNumber('0633445506') },
      'Pizzeria Bella Napoli S.r.l.',
      'Altro',
    ),
    user: 'giulia.bianchi',
    daysAgo: 27,
    validityDays: 20,
  },
  {
    request: subject(
      { taxCode: null, vatRegistrationNo: vatNumber('0544556607') },
      'Autofficina Morelli S.a.s.',
      'Cliente strategico',
    ),
    user: 'mario.rossi',
    daysAgo: 18,
    validityDays: 90,
    revoked: { daysLater: 13, by: 'chiara.ferri' },
  },
  {
    request: subject(
      { taxCode: personTaxCode('Galli', 'Elena', '88E55'), vatRegistrationNo: null },
      'Galli Elena',
      'Altro',
    ),
    user: 'giulia.bianchi',
    daysAgo: 25,
    validityDays: 90,
    revoked: { daysLater: 0, by: 'giulia.bianchi' },
  },
];

export const DEMO_WHITELIST_ENTRIES: readonly DemoEntry[] = [...PRECHECK_ENTRIES, ...OTHER_ENTRIES];

/** Whether the subject has a copy naming an entry already: seeded before, or inserted by hand since. */
async function hasEntry(client: DynamoDBDocumentClient, table: string, identifier: string): Promise<boolean> {
  const { Item } = await client.send(new GetCommand({ TableName: table, Key: whiteListKey(identifier) }));
  return typeof Item?.entryId === 'string';
}

/**
 * Deletes the copies the precheck seeder wrote before the white list had entries (up to its v4: no
 * `entryId`, no entry item), so those subjects become entries of the list like any other.
 */
async function deleteCopiesWithoutEntry(client: DynamoDBDocumentClient, table: string, identifiers: string[]) {
  for (const identifier of identifiers) {
    await unlessRefused(
      client.send(
        new DeleteCommand({
          TableName: table,
          Key: whiteListKey(identifier),
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(entryId)',
        }),
      ),
    );
  }
}

/**
 * The demo white list, inserted (and revoked) through the white-list store as the calls do, dated back
 * from the seeding: so after `npm start` the list, its filters and the precheck agree. A subject that
 * has an entry already is left alone, so running it again writes nothing.
 */
export async function seedDemoWhiteList(client: DynamoDBDocumentClient, table: string, now = new Date()) {
  const store = whiteListStore(client, table);
  await deleteCopiesWithoutEntry(
    client,
    table,
    PRECHECK_ENTRIES.flatMap((entry) => entryIdentifiers(entry.request)),
  );
  for (const [index, demo] of DEMO_WHITELIST_ENTRIES.entries()) {
    const [identifier] = entryIdentifiers(demo.request);
    if (!identifier || (await hasEntry(client, table, identifier))) continue;
    // Spread over the working day, so entries of the same day keep an order.
    const created = new Date(now.getTime() - demo.daysAgo * MS_PER_DAY - (index + 1) * HOUR_MS);
    const entry = await store.insert(
      newEntry(demo.request, { user: demo.user, now: created, validityDays: demo.validityDays }),
    );
    if (demo.revoked) {
      const revokedAt = new Date(created.getTime() + demo.revoked.daysLater * MS_PER_DAY + 2 * HOUR_MS);
      await store.revoke(entry.id, demo.revoked.by, revokedAt);
    }
  }
}

export const whiteListDemoSeeder: DemoSeeder = {
  name: 'white-list',
  version: 1,
  async seed({ documentClient, table }) {
    await seedDemoWhiteList(documentClient, table('data'));
  },
};
