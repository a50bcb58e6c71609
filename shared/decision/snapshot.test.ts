import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import {
  badScore,
  bureau,
  clean,
  company,
  condominium,
  goodCustomer,
  inArrears,
  now,
  validWhiteList,
} from './decide-test-inputs';
import { EXAMPLE_CONFIGURATION_FILE } from './example-configuration';
import {
  type BlacklistReplacement,
  DecisionSnapshotSchema,
  decisionSnapshot,
  replayInput,
  type SnapshotContext,
} from './snapshot';
import type { DecisionInput } from './types';

const context: SnapshotContext = {
  identifiers: ['rssmra85t10a562s'],
  blacklistVersions: { RADIATI: 'radiati-2', CEDUTI: null },
  address: { inArrears: false, knownOthers: [], listedOthers: { RADIATI: [], CEDUTI: [] } },
};

/** The snapshot as stored and read back: through JSON and the schema, as DynamoDB and the replay see it. */
const stored = (input: DecisionInput, with_: SnapshotContext = context) =>
  DecisionSnapshotSchema.parse(JSON.parse(JSON.stringify(decisionSnapshot(input, with_))));

const outcome = (input: DecisionInput) => {
  const { trafficLight, reason, explanation } = decide(input);
  return { trafficLight, code: reason.code, rule: explanation.rule };
};

describe('decisionSnapshot → replayInput reproduces the decision', () => {
  it.each<[string, Partial<DecisionInput>]>([
    ['a clean prospect (EX400)', {}],
    ['a white-listed subject (EX301)', { whiteList: validWhiteList }],
    [
      'an expired white-list entry, judged at the recorded instant',
      { whiteList: { ...validWhiteList, expiringDate: '2025-03-15T09:59:59.999Z' } },
    ],
    ['a revoked entry', { whiteList: { ...validWhiteList, revocationDate: '2025-03-01T00:00:00.000Z' } }],
    ['RADIATI (EX305)', { blackLists: { radiati: true, ceduti: false } }],
    ['CEDUTI (EX306)', { blackLists: { radiati: false, ceduti: true } }],
    ['a customer in arrears (EX303)', { customer: inArrears }],
    ['a customer with a bad score (EX302)', { customer: badScore }],
    ['a good customer (EX406)', { customer: goodCustomer }],
    ['numeric text in the customer fields', { customer: { ...inArrears, K_CRED_SCAD_NETTO_TOTALE: '1.600,50' } }],
    ['only the gross overdue', { customer: { K_CRED_SCAD_LORDO_TOTALE: 900, K_FATTURATO_ULTIMI_12M: 1000 } }],
    ['a customer field of another type reads as missing', { customer: { ...badScore, K_ANDAMENTALE_CLASSE: true } }],
    ['protests (EX401)', { bureau: bureau({ protests: true }) }],
    [
      'a NOSIC workflow skips the bureau',
      { request: { ...clean.request, workflow: 'FULLCHECK_NOSIC' }, bureau: bureau({ protests: true }) },
    ],
    ['no bureau record', { bureau: null }],
    ['high risk and fraud (EX407)', { prospectRisk: { highRisk: true, fraudCorrelation: true } }],
    ['no risk facts', { prospectRisk: null }],
    ['a company falls back to PG/DEFAULT', { request: company, customer: badScore }],
    ['a condominium with its own rows', { request: condominium, whiteList: validWhiteList, customer: inArrears }],
  ])('%s', (_case, facts) => {
    const input: DecisionInput = { ...clean, ...facts };
    const snapshot = stored(input);
    expect(outcome(replayInput(snapshot, EXAMPLE_CONFIGURATION_FILE))).toEqual(outcome(input));
    // The whole explanation too: the replay is the same engine on the same facts.
    expect(decide(replayInput(snapshot, EXAMPLE_CONFIGURATION_FILE))).toEqual(decide(input));
  });

  it('keeps only the customer fields the rules read, and the versions and identifiers it was given', () => {
    const snapshot = decisionSnapshot(
      { ...clean, customer: { ...goodCustomer, A_RAGIONE_SOCIALE: 'Rossi', K_STATO_CLIENTE: 'ATTIVO' } },
      context,
    );
    expect(snapshot.customer).toEqual(goodCustomer);
    expect(snapshot).toMatchObject({
      schemaVersion: 1,
      decidedAt: now.toISOString(),
      identifiers: ['RSSMRA85T10A562S'],
      blackLists: { RADIATI: { listed: false, versionId: 'radiati-2' }, CEDUTI: { listed: false, versionId: null } },
    });
  });

  it('is compact: a customer check with every fact stays under a kilobyte of JSON (the row is 1.5–2 KB)', () => {
    const snapshot = decisionSnapshot({ ...clean, customer: inArrears, whiteList: validWhiteList }, context);
    expect(JSON.stringify(snapshot).length).toBeLessThan(1024);
  });
});

describe('replayInput with another black-list version', () => {
  const radiati = (listed: readonly string[]): BlacklistReplacement => ({
    kind: 'RADIATI',
    versionId: 'radiati-3',
    isListed: (id) => listed.includes(id),
  });

  it('a subject the new version lists turns R EX305', () => {
    const snapshot = stored({ ...clean, customer: goodCustomer });
    expect(outcome(replayInput(snapshot, EXAMPLE_CONFIGURATION_FILE, radiati(['RSSMRA85T10A562S'])))).toMatchObject({
      trafficLight: 'R',
      code: 'EX305',
    });
  });

  it('a subject the new version leaves out is judged by the next rules', () => {
    const snapshot = stored({ ...clean, customer: goodCustomer, blackLists: { radiati: true, ceduti: false } });
    expect(outcome(replayInput(snapshot, EXAMPLE_CONFIGURATION_FILE))).toMatchObject({ code: 'EX305' });
    expect(outcome(replayInput(snapshot, EXAMPLE_CONFIGURATION_FILE, radiati([])))).toMatchObject({ code: 'EX406' });
  });

  it('the other list keeps its recorded membership', () => {
    const snapshot = stored({ ...clean, blackLists: { radiati: false, ceduti: true } });
    expect(outcome(replayInput(snapshot, EXAMPLE_CONFIGURATION_FILE, radiati([])))).toMatchObject({ code: 'EX306' });
  });

  it.each<[string, SnapshotContext['address'], readonly string[], string]>([
    [
      'another subject at the address newly listed correlates (EX408)',
      { inArrears: false, knownOthers: ['OTHER1'], listedOthers: { RADIATI: [], CEDUTI: [] } },
      ['OTHER1'],
      'EX408',
    ],
    [
      'the only listed neighbour left the list: no correlation (EX400)',
      { inArrears: false, knownOthers: ['OTHER1'], listedOthers: { RADIATI: ['OTHER1'], CEDUTI: [] } },
      [],
      'EX400',
    ],
    [
      'a neighbour listed in the other list still correlates',
      {
        inArrears: false,
        knownOthers: ['OTHER1', 'OTHER2'],
        listedOthers: { RADIATI: ['OTHER1'], CEDUTI: ['OTHER2'] },
      },
      [],
      'EX408',
    ],
    [
      'a neighbour in arrears correlates whatever the list',
      { inArrears: true, knownOthers: [], listedOthers: { RADIATI: [], CEDUTI: [] } },
      [],
      'EX408',
    ],
  ])('%s', (_case, address, listed, code) => {
    const recordedFraud = Boolean(
      address && (address.inArrears || address.listedOthers.RADIATI.length + address.listedOthers.CEDUTI.length > 0),
    );
    const snapshot = stored(
      { ...clean, prospectRisk: { highRisk: false, fraudCorrelation: recordedFraud } },
      {
        ...context,
        address,
      },
    );
    expect(outcome(replayInput(snapshot, EXAMPLE_CONFIGURATION_FILE, radiati(listed)))).toMatchObject({ code });
  });
});

describe('DecisionSnapshotSchema', () => {
  it('refuses another schema version and a snapshot without identifiers', () => {
    const snapshot = decisionSnapshot(clean, context);
    expect(DecisionSnapshotSchema.safeParse({ ...snapshot, schemaVersion: 2 }).success).toBe(false);
    expect(DecisionSnapshotSchema.safeParse({ ...snapshot, identifiers: [] }).success).toBe(false);
    expect(DecisionSnapshotSchema.safeParse(snapshot).success).toBe(true);
  });
});
