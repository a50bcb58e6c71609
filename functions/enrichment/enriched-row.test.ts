import { describe, expect, it } from 'vitest';
import { decide } from '../../shared/decision/decide';
import { EXAMPLE_CONFIGURATION_FILE } from '../../shared/decision/example-configuration';
import { DecisionSnapshotSchema, decisionSnapshot, replayInput } from '../../shared/decision/snapshot';
import type { SubjectFacts } from '../stores/precheck-facts/precheck-facts';
import {
  ADDED_COLUMN_LABELS,
  addedCells,
  ERROR_LABEL,
  NO_ADDRESS_NOTE,
  outputHeader,
  outputRow,
  type RecordOutcome,
  type RowContext,
} from './enriched-row';

const now = new Date('2025-03-15T10:00:00.000Z');
const context: RowContext = { now, markets: ['L', 'T', 'D'] };
const PERSON = 'RSSMRA85T10A562S';

const noFacts: SubjectFacts = {
  whiteList: null,
  blackLists: { radiati: false, ceduti: false },
  customer: null,
  bureau: null,
  prospectRisk: { highRisk: false, fraudCorrelation: false },
  address: { inArrears: false, knownOthers: [], listedOthers: { RADIATI: [], CEDUTI: [] } },
};

function enriched(facts: Partial<SubjectFacts>): RecordOutcome {
  const all = { ...noFacts, ...facts };
  const profile = { subjectType: 'PF', microSegment: 'PER' } as const;
  const input = {
    request: { ...profile, taxCode: PERSON, workflow: 'EVOPRECHECK' as const },
    configuration: EXAMPLE_CONFIGURATION_FILE,
    ...all,
    now,
  };
  return {
    kind: 'enriched',
    identifiers: { taxCode: PERSON, vatNumber: null, error: null },
    profile,
    facts: all,
    decision: decide(input),
    snapshot: decisionSnapshot(input, {
      identifiers: [PERSON],
      blacklistVersions: { RADIATI: null, CEDUTI: null },
      address: all.address,
    }),
  };
}

/** The added cells by label, for readable expectations. */
const byLabel = (outcome: RecordOutcome, rowContext = context) => {
  const cells = addedCells(outcome, rowContext);
  return Object.fromEntries(ADDED_COLUMN_LABELS.map((label, index) => [label, cells[index]]));
};

const CUSTOMER = {
  A_CODICE_CLIENTE: 'C000101',
  A_MERCATO: 'T',
  K_STATO_CLIENTE: 'ATTIVO',
  K_INDICE_DUNNING: 2,
  K_ANDAMENTALE_CLASSE: 2,
  K_CRED_SCAD_NETTO_TOTALE: 600,
  K_CRED_A_SCAD_NETTO_TOTALE: 300,
  K_FATTURATO_ULTIMI_12M: 2000,
  K_DATA_CALCOLO_KPI: '2025-02-28T23:30:00.000Z',
};

describe('outputHeader', () => {
  it.each([
    [null, 2, ['Colonna 1', 'Colonna 2']],
    [['Codice fiscale'], 1, ['Codice fiscale']],
    [['cf', ''], 3, ['cf', 'Colonna 2', 'Colonna 3']],
  ])('%j over %i columns', (header, width, own) => {
    expect(outputHeader(header, width)).toEqual([...own, ...ADDED_COLUMN_LABELS]);
  });

  it('ends with the error column', () => {
    expect(ADDED_COLUMN_LABELS.at(-1)).toBe(ERROR_LABEL);
  });
});

describe('addedCells', () => {
  it.each([
    [
      'a clean prospect',
      enriched({}),
      {
        'Identificativo valido': 'SI',
        'White list': 'NO',
        'Black list radiati': 'NO',
        'Black list ceduti': 'NO',
        Cliente: 'NO',
        'Codice cliente': null,
        Semaforo: 'V',
        'Codice esito': 'EX400',
        Errore: null,
      },
    ],
    [
      'a white-listed subject also on RADIATI',
      enriched({
        whiteList: { expiringDate: '2025-06-30T21:59:00.000Z', revocationDate: null },
        blackLists: { radiati: true, ceduti: false },
      }),
      {
        'White list': 'ATTIVA',
        'Scadenza white list': '2025-06-30',
        'Black list radiati': 'SI',
        'Codice esito': 'EX301',
      },
    ],
    [
      'an expired white-list entry',
      enriched({ whiteList: { expiringDate: '2025-01-31T22:59:00.000Z', revocationDate: null } }),
      { 'White list': 'SCADUTA', 'Codice esito': 'EX400' },
    ],
    [
      'a revoked white-list entry on CEDUTI',
      enriched({
        whiteList: { expiringDate: '2099-01-01T00:00:00.000Z', revocationDate: '2025-01-01T00:00:00.000Z' },
        blackLists: { radiati: false, ceduti: true },
      }),
      { 'White list': 'REVOCATA', 'Black list ceduti': 'SI', Semaforo: 'R', 'Codice esito': 'EX306' },
    ],
    [
      'a customer in arrears',
      enriched({ customer: CUSTOMER }),
      {
        Cliente: 'SI',
        'Codice cliente': 'C000101',
        Mercato: 'T',
        'Stato cliente': 'ATTIVO',
        'Indice dunning': 2,
        'Classe andamentale': 2,
        'Credito scaduto netto (€)': 600,
        'Credito a scadere netto (€)': 300,
        'Fatturato ultimi 12 mesi (€)': 2000,
        'Data calcolo KPI': '2025-03-01',
        Semaforo: 'R',
        'Codice esito': 'EX303',
      },
    ],
  ])('%s', (_name, outcome, expected) => {
    expect(byLabel(outcome)).toMatchObject(expected);
  });

  it("hides the KPIs of a customer outside the requester's markets, not the decision", () => {
    const cells = byLabel(enriched({ customer: CUSTOMER }), { now, markets: ['L'] });
    expect(cells).toMatchObject({
      Cliente: 'SI',
      'Codice cliente': null,
      'Classe andamentale': null,
      'Codice esito': 'EX303',
      'Fatti della decisione': null,
    });
  });

  it('records the facts of the decision as data, which replay to its outcome', () => {
    const cells = byLabel(enriched({ customer: CUSTOMER }));
    const snapshot = DecisionSnapshotSchema.parse(JSON.parse(String(cells['Fatti della decisione'])));
    const replayed = decide(replayInput(snapshot, EXAMPLE_CONFIGURATION_FILE));
    expect([replayed.trafficLight, replayed.reason.code]).toEqual([cells.Semaforo, cells['Codice esito']]);
  });

  it('says that the fraud correlation was not evaluated for a prospect only', () => {
    expect(String(byLabel(enriched({}))['Note esito'])).toContain(NO_ADDRESS_NOTE);
    expect(String(byLabel(enriched({ customer: CUSTOMER }))['Note esito'])).not.toContain(NO_ADDRESS_NOTE);
  });

  it('gives an invalid identifier its codes, NO and the reason, nothing else', () => {
    const cells = byLabel({
      kind: 'invalid',
      identifiers: { taxCode: 'RSSMRA85T10A562X', vatNumber: null, error: 'Codice fiscale non corretto' },
    });
    expect(cells).toMatchObject({
      'Codice fiscale rilevato': 'RSSMRA85T10A562X',
      'Identificativo valido': 'NO',
      Semaforo: null,
      'Codice esito': null,
      Errore: 'Codice fiscale non corretto',
    });
  });

  it('gives an unreadable record only its error', () => {
    const cells = addedCells({ kind: 'unreadable', error: 'Riga non leggibile' }, context);
    expect(cells).toHaveLength(ADDED_COLUMN_LABELS.length);
    expect(cells.slice(0, -1).every((cell) => cell === null)).toBe(true);
    expect(cells.at(-1)).toBe('Riga non leggibile');
  });
});

describe('outputRow', () => {
  it('pads the record to the input width before the added cells', () => {
    const row = outputRow(['a'], 3, { kind: 'unreadable', error: 'x' }, context);
    expect(row.slice(0, 3)).toEqual(['a', '', '']);
    expect(row).toHaveLength(3 + ADDED_COLUMN_LABELS.length);
  });
});
