import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_FEED_FIELDS, type Customer } from '../../../shared/customers/customer-fields';
import { EXAMPLE_CONFIGURATION_FILE } from '../../../shared/decision/example-configuration';
import { keyId } from '../../commons/dynamo/batch-get';
import { KNOWN_SUBJECTS_READ } from '../address-risk/address-risk';
import { addressRiskKey } from '../address-risk/keys';
import { blacklistKeys, blacklistMemberKey } from '../black-lists/keys';
import { CURRENT_CONFIGURATION_KEY } from '../configuration/keys';
import { customerItems } from '../customers/items';
import { blacklistListing, dynamoPrecheckFacts } from './dynamo-precheck-facts';
import type { BlacklistsInForce, FactsQuery } from './precheck-facts';

type Key = { pk: string; sk: string };
type Item = Key & Record<string, unknown>;

const SUBJECT = 'FNTGNN80B14H501Y';
const NEIGHBOUR = '01234560580';
const ADDRESS = { provinceCode: 'RM', municipality: 'Fiumicino', street: 'Via dei Gracchi 12' };
const query: FactsQuery = { identifiers: [SUBJECT], supplyAddress: ADDRESS };

/** RADIATI: the load in force until the midnight of 16 March (Italian time), and the one published for it. */
const OLD_LOAD = 'radiati-1';
const NEW_LOAD = 'radiati-2';
const MIDNIGHT = '2026-03-15T23:00:00.000Z';
const BEFORE = new Date('2026-03-15T22:00:00.000Z');
const AFTER = new Date('2026-03-16T08:00:00.000Z');
const version = (id: string, validFrom: string | null) => ({ id, membersId: id, validFrom, status: 'ACTIVE' });
const inForce = (membersId: string | null): BlacklistsInForce => ({
  RADIATI: membersId ? { id: membersId, membersId, validFrom: null } : null,
  CEDUTI: null,
});

const settingsItems: Item[] = [
  { ...CURRENT_CONFIGURATION_KEY, current: { id: 'c1', version: 2, configurationFile: EXAMPLE_CONFIGURATION_FILE } },
  { ...blacklistKeys('RADIATI').head, current: version(OLD_LOAD, null), scheduled: version(NEW_LOAD, MIDNIGHT) },
];
const member = (membersId: string, id: string): Item => blacklistMemberKey('RADIATI', membersId, id);
const address = (attributes: Record<string, unknown>): Item => ({ ...addressRiskKey(ADDRESS), ...attributes });

/** A data table answering BatchGet from `items`, recording the keys of each request. */
function fakeTable(items: readonly Item[]) {
  const stored = new Map(items.map((item) => [keyId(item), item]));
  const requests: Key[][] = [];
  const client = {
    send: async (command: { input: { RequestItems: Record<string, { Keys: Key[] }> } }) => {
      const keys = command.input.RequestItems.data?.Keys ?? [];
      requests.push(keys);
      const found = keys.map((key) => stored.get(keyId(key))).filter(Boolean);
      return { Responses: { data: found } };
    },
  } as unknown as DynamoDBDocumentClient;
  return { facts: dynamoPrecheckFacts(client, 'data'), client, requests };
}

describe('a check with settings cached', () => {
  it.each([
    { label: 'listed by the load in force', items: [member(OLD_LOAD, SUBJECT)], load: OLD_LOAD, radiati: true },
    { label: 'listed only by another load', items: [member(NEW_LOAD, SUBJECT)], load: OLD_LOAD, radiati: false },
    { label: 'listed, no version in force', items: [member(OLD_LOAD, SUBJECT)], load: null, radiati: false },
  ])('$label: RADIATI $radiati, in one BatchGet', async ({ items, load, radiati }) => {
    const { facts, requests } = fakeTable(items);
    const read = await facts.subjectFacts(query, inForce(load));
    expect(read.blackLists).toEqual({ radiati, ceduti: false });
    expect(requests).toHaveLength(1);
  });
});

describe('a check with no settings cached', () => {
  it.each([
    { label: 'before the midnight', at: BEFORE, listedBy: OLD_LOAD, id: OLD_LOAD },
    { label: 'after it, the head not yet settled', at: AFTER, listedBy: NEW_LOAD, id: NEW_LOAD },
  ])('$label: reads the settings, then the memberships in $id', async ({ at, listedBy, id }) => {
    const { facts, requests } = fakeTable([...settingsItems, member(listedBy, SUBJECT)]);
    const read = await facts.settingsWithSubjectFacts(query, at);
    expect([read.blacklists.RADIATI?.id, read.blacklists.CEDUTI]).toEqual([id, null]);
    expect(read.facts.blackLists.radiati).toBe(true);
    expect(requests.map((keys) => keys.length)).toEqual([8, 1]);
    expect(requests[1]).toEqual([member(id, SUBJECT)]);
  });

  it('keeps both heads’ slots in the settings, so a cached read still follows the midnight', async () => {
    const { facts } = fakeTable(settingsItems);
    const { settings } = await facts.settingsWithSubjectFacts(query, BEFORE);
    expect(settings.blacklists).toEqual({
      RADIATI: {
        current: { id: OLD_LOAD, membersId: OLD_LOAD, validFrom: null },
        scheduled: { id: NEW_LOAD, membersId: NEW_LOAD, validFrom: MIDNIGHT },
      },
      CEDUTI: { current: null, scheduled: null },
    });
  });

  it('reads no membership when no black list has a version (a new stage)', async () => {
    const { facts, requests } = fakeTable(settingsItems.slice(0, 1));
    const read = await facts.settingsWithSubjectFacts(query, AFTER);
    expect(read.blacklists).toEqual({ RADIATI: null, CEDUTI: null });
    expect(requests).toHaveLength(1);
  });
});

describe('the fraud correlation of the supply address', () => {
  it.each([
    { label: 'nothing known there', items: [], correlation: false, requests: 1 },
    {
      label: 'a subject in arrears there',
      items: [address({ flaggedSubjects: [NEIGHBOUR] })],
      correlation: true,
      requests: 1,
    },
    {
      label: 'only the checked subject in arrears',
      items: [address({ flaggedSubjects: [SUBJECT] })],
      correlation: false,
      requests: 1,
    },
    {
      label: 'a known subject the version in force lists',
      items: [address({ knownSubjects: [NEIGHBOUR] }), member(OLD_LOAD, NEIGHBOUR)],
      correlation: true,
      requests: 2,
    },
    {
      label: 'a known subject removed from the version in force',
      items: [address({ knownSubjects: [NEIGHBOUR] }), member(NEW_LOAD, NEIGHBOUR)],
      correlation: false,
      requests: 2,
    },
    {
      label: 'only the checked subject known, and listed',
      items: [address({ knownSubjects: [SUBJECT] }), member(OLD_LOAD, SUBJECT)],
      correlation: false,
      requests: 1,
    },
  ])('$label: correlation $correlation in $requests BatchGet', async ({ items, correlation, requests }) => {
    const table = fakeTable(items);
    const read = await table.facts.subjectFacts(query, inForce(OLD_LOAD));
    expect(read.prospectRisk).toEqual({ highRisk: false, fraudCorrelation: correlation });
    expect(table.requests).toHaveLength(requests);
  });

  it('on a cold container, reads the known subjects’ memberships with the checked one’s', async () => {
    const { facts, requests } = fakeTable([
      ...settingsItems,
      address({ knownSubjects: [NEIGHBOUR] }),
      member(NEW_LOAD, NEIGHBOUR),
    ]);
    const read = await facts.settingsWithSubjectFacts(query, AFTER);
    expect(read.facts.prospectRisk?.fraudCorrelation).toBe(true);
    expect(requests[1]).toEqual([member(NEW_LOAD, SUBJECT), member(NEW_LOAD, NEIGHBOUR)]);
  });

  it(`reads the newest ${KNOWN_SUBJECTS_READ} known subjects in both lists: one BatchGet of 100 keys at most`, async () => {
    const known = Array.from({ length: 60 }, (_, index) => `NEIGHBOUR${String(index).padStart(2, '0')}`);
    const { facts, requests } = fakeTable([
      ...settingsItems,
      { ...blacklistKeys('CEDUTI').head, current: version('ceduti-1', null), scheduled: null },
      address({ knownSubjects: known }),
      member(OLD_LOAD, 'NEIGHBOUR00'),
    ]);
    const read = await facts.settingsWithSubjectFacts({ ...query, identifiers: [SUBJECT, NEIGHBOUR] }, BEFORE);
    expect(read.facts.prospectRisk?.fraudCorrelation).toBe(false);
    expect(requests[1]).toHaveLength(100);
    expect(requests[1]?.map((key) => key.pk)).toContain('SUBJECT#NEIGHBOUR59');
    expect(requests[1]?.map((key) => key.pk)).not.toContain('SUBJECT#NEIGHBOUR11');
  });
});

describe('the customer a check decides on', () => {
  it('is the customer as the feed sent it: no keys, no slim copies of the customers list', async () => {
    const customer = {
      ...Object.fromEntries(CUSTOMER_FEED_FIELDS.map((field) => [field, null])),
      A_CODICE_CLIENTE: 'C1',
      A_MERCATO: 'L',
      A_CODICE_FISCALE: SUBJECT,
      K_CRED_SCAD_NETTO_TOTALE: 120.5,
    } as Customer;
    const [listed] = customerItems(customer) as Item[];
    const { facts } = fakeTable([listed as Item]);
    expect((await facts.subjectFacts(query, inForce(null))).customer).toEqual(customer);
  });
});

describe('blacklistListing: the customer page’s black-list status', () => {
  it.each([
    { label: 'before the midnight, listed by the load in force', at: BEFORE, listedBy: OLD_LOAD, radiati: true },
    { label: 'before the midnight, listed only by the next', at: BEFORE, listedBy: NEW_LOAD, radiati: false },
    { label: 'after the midnight, listed by the published load', at: AFTER, listedBy: NEW_LOAD, radiati: true },
  ])('$label: RADIATI $radiati', async ({ at, listedBy, radiati }) => {
    const table = fakeTable([...settingsItems, member(listedBy, SUBJECT)]);
    const listing = await blacklistListing(table.client, 'data', [NEIGHBOUR, SUBJECT], at);
    expect(listing).toEqual({ RADIATI: radiati, CEDUTI: false });
  });
});
