import { describe, expect, it } from 'vitest';
import { EXAMPLE_CONFIGURATION_FILE } from '../../shared/decision/example-configuration';
import { readEnrichmentInput } from '../../shared/enrichment/enrichment-table';
import type {
  BlacklistsInForce,
  FactsQuery,
  PrecheckFacts,
  SubjectFacts,
} from '../stores/precheck-facts/precheck-facts';
import { enrichedRows } from './enrich-records';
import { ADDED_COLUMN_LABELS } from './enriched-row';

const PERSON = 'RSSMRA85T10A562S';
const RADIATI = '00743110157';
const CUSTOMER = 'VRDNNA70A41H501F';

const clean: SubjectFacts = {
  whiteList: null,
  blackLists: { radiati: false, ceduti: false },
  customer: null,
  bureau: null,
  prospectRisk: { highRisk: false, fraudCorrelation: false },
  address: { inArrears: false, knownOthers: [], listedOthers: { RADIATI: [], CEDUTI: [] } },
};

/** CEDUTI in force, with a new version published for the midnight before the file is judged. */
const cedutiActive = { id: 'ceduti-1', membersId: 'ceduti-1', validFrom: null };
const cedutiPublished = { id: 'ceduti-2', membersId: 'ceduti-2', validFrom: '2025-03-14T23:00:00.000Z' };

/** Facts from a table by identifier, counting the reads and the black-list versions they were read in. */
function fakeFacts(known: Record<string, Partial<SubjectFacts>>) {
  const queries: FactsQuery[] = [];
  const readIn: BlacklistsInForce[] = [];
  let settingsReads = 0;
  const facts: PrecheckFacts = {
    async settings() {
      settingsReads += 1;
      return {
        configuration: { id: 'c', version: 1, file: EXAMPLE_CONFIGURATION_FILE },
        blacklists: {
          RADIATI: { current: null, scheduled: null },
          CEDUTI: { current: cedutiActive, scheduled: cedutiPublished },
        },
      };
    },
    async subjectFacts(query, blacklists) {
      queries.push(query);
      readIn.push(blacklists);
      const found = query.identifiers.map((id) => known[id]).find(Boolean);
      return { ...clean, ...found };
    },
  };
  return { facts, queries, readIn, settingsReads: () => settingsReads };
}

const column = (label: string) => ADDED_COLUMN_LABELS.indexOf(label);

async function rowsOf(text: string, known: Record<string, Partial<SubjectFacts>> = {}, signal?: AbortSignal) {
  const input = readEnrichmentInput(text, ';');
  const fake = fakeFacts(known);
  const rows: unknown[][] = [];
  for await (const row of enrichedRows(input, {
    facts: fake.facts,
    now: new Date('2025-03-15T10:00:00.000Z'),
    markets: ['L', 'T', 'D'],
    signal,
  })) {
    rows.push(row.slice(input.width));
  }
  return { rows, input, ...fake };
}

describe('enrichedRows', () => {
  it('answers one row per record, in order, whatever happened to each', async () => {
    const text = [
      `${PERSON};Rossi`,
      'nessun codice;x',
      `${RADIATI};Acme`,
      '"aperta;y',
      `${CUSTOMER};Verdi`,
      'RSSMRA85T10A562X;z',
    ].join('\n');
    const { rows } = await rowsOf(text, {
      [RADIATI]: { blackLists: { radiati: true, ceduti: false } },
      [CUSTOMER]: { customer: { A_CODICE_CLIENTE: 'C1', K_CRED_SCAD_NETTO_TOTALE: 0, K_FATTURATO_ULTIMI_12M: 100 } },
    });
    const summary = rows.map((row) => [
      row[column('Identificativo valido')],
      row[column('Codice esito')],
      row[column('Errore')] ? 'error' : null,
    ]);
    expect(summary).toEqual([
      ['SI', 'EX400', null],
      ['NO', null, 'error'],
      ['SI', 'EX305', null],
      [null, null, 'error'],
      ['SI', 'EX406', null],
      ['NO', null, 'error'],
    ]);
  });

  it('reads the settings once and each subject once, asking with both identifiers', async () => {
    const text = `cf;piva\n${PERSON};${RADIATI}\n${PERSON};${RADIATI}\n${CUSTOMER};\n`;
    const { rows, queries, settingsReads } = await rowsOf(text);
    expect(rows).toHaveLength(3);
    expect(settingsReads()).toBe(1);
    expect(queries.map((query) => query.identifiers)).toEqual([[PERSON, RADIATI], [CUSTOMER]]);
  });

  it('reads every subject in the black-list versions in force at the instant the file is judged', async () => {
    const { readIn } = await rowsOf(`${PERSON}\n${CUSTOMER}\n`);
    expect(readIn).toEqual([
      { RADIATI: null, CEDUTI: cedutiPublished },
      { RADIATI: null, CEDUTI: cedutiPublished },
    ]);
  });

  it('keeps input order across chunks', async () => {
    const ids = [PERSON, RADIATI, CUSTOMER, 'bad'];
    const text = Array.from({ length: 1000 }, (_, index) => `${ids[index % 4]};${index}`).join('\n');
    const { rows, input } = await rowsOf(text);
    expect(rows).toHaveLength(1000);
    expect(input.records.map((record) => record.cells[1])).toEqual(Array.from({ length: 1000 }, (_, i) => String(i)));
    expect(rows.map((row) => row[column('Identificativo valido')])).toEqual(
      Array.from({ length: 1000 }, (_, index) => (index % 4 === 3 ? 'NO' : 'SI')),
    );
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('out of time'));
    await expect(rowsOf(PERSON, {}, controller.signal)).rejects.toThrow('out of time');
  });
});
