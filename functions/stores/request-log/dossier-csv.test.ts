import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../../../shared/csv';
import { COLUMN_LABELS } from '../../../shared/request-log/column-labels';
import { AGGREGATED_COLUMNS, REQUEST_LOG_COLUMNS } from '../../../shared/request-log/row';
import { dossierCsv } from './dossier-csv';

/** The lines of a CSV without its BOM and its last CRLF. */
const linesOf = (csv: string) => csv.slice(UTF8_BOM.length).replace(/\r\n$/, '').split('\r\n');

describe('dossierCsv: file layout', () => {
  it.each([
    ['the dossier list', REQUEST_LOG_COLUMNS],
    ['the aggregated list', AGGREGATED_COLUMNS],
  ])('the header of %s is its columns’ Italian labels, in order, after the BOM', (_, columns) => {
    const csv = dossierCsv([], columns);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.indexOf(UTF8_BOM, 1)).toBe(-1);
    expect(linesOf(csv)).toEqual([columns.map((column) => COLUMN_LABELS[column]).join(';')]);
  });

  it.each([
    [';', '\uFEFFID richiesta;Data richiesta;Tempo di risposta (s)\r\n1;02/03/2026 00:30:00;1,234\r\n'],
    ['|', '\uFEFFID richiesta|Data richiesta|Tempo di risposta (s)\r\n1|02/03/2026 00:30:00|1,234\r\n'],
    // With a comma separator the decimal comma must be quoted.
    [',', '\uFEFFID richiesta,Data richiesta,Tempo di risposta (s)\r\n1,02/03/2026 00:30:00,"1,234"\r\n'],
  ] as const)('separator %j', (separator, expected) => {
    const row = { idRequest: 1, requestDate: '2026-03-01T23:30:00.000Z', elapsed: 1234 };
    expect(dossierCsv([row], ['idRequest', 'requestDate', 'elapsed'], separator)).toBe(expected);
  });

  it('one line per row, in the order given, each ending with CRLF', () => {
    const rows = [{ idRequest: 3 }, { idRequest: 1 }, { idRequest: 2 }];
    const csv = dossierCsv(rows, ['idRequest']);
    expect(csv).toBe('\uFEFFID richiesta\r\n3\r\n1\r\n2\r\n');
  });
});

describe('dossierCsv: cells as the list shows them', () => {
  const cell = (column: 'requestDate' | 'elapsed' | 'companyName' | 'idRequest' | 'dugStreetNo', value: unknown) =>
    linesOf(dossierCsv([{ [column]: value }], [column]))[1];

  it.each([
    // Winter, UTC+1.
    ['2026-01-15T12:34:56.000Z', '15/01/2026 13:34:56'],
    ['2026-03-01T23:30:00.000Z', '02/03/2026 00:30:00'],
    ['2026-03-01T22:59:59.000Z', '01/03/2026 23:59:59'],
    // Summer, UTC+2.
    ['2026-07-01T22:00:05.000Z', '02/07/2026 00:00:05'],
    // Italian midnight is 00, not 24.
    ['2026-03-01T23:00:00.000Z', '02/03/2026 00:00:00'],
    // New year in Italy.
    ['2025-12-31T23:00:00.000Z', '01/01/2026 00:00:00'],
    // The hour repeated when DST ends reads the same twice.
    ['2026-10-25T00:30:00.000Z', '25/10/2026 02:30:00'],
    ['2026-10-25T01:30:00.000Z', '25/10/2026 02:30:00'],
  ])('requestDate %s is %s (Italian time, dd/mm/yyyy HH:MM:SS)', (value, text) => {
    expect(cell('requestDate', value)).toBe(text);
  });

  it.each([
    [1234, '1,234'],
    [1000, '1'],
    [1500, '1,5'],
    [7, '0,007'],
    [0, '0'],
    [65_432, '65,432'],
    // Grouped as in the list (one formatter); a spreadsheet in Italian reads it as one number.
    [1_500_000, '1.500'],
    ['2500', '2,5'],
  ])('elapsed %j ms is %s seconds, with a decimal comma', (value, text) => {
    expect(cell('elapsed', value)).toBe(text);
  });

  it.each([
    ['null', 'companyName', null, ''],
    ['undefined', 'companyName', undefined, ''],
    ['a null date', 'requestDate', null, ''],
    ['a null elapsed', 'elapsed', null, ''],
    ['a number', 'idRequest', 10_001, '10001'],
    ['a text', 'companyName', 'Società Caffè', 'Società Caffè'],
    ['an object, as JSON quoted for its quotes', 'companyName', { a: 1 }, '"{""a"":1}"'],
    ['an array, as JSON', 'companyName', [1, 2], '[1,2]'],
    ['a text with the separator, quoted', 'dugStreetNo', 'Via Roma; 1', '"Via Roma; 1"'],
    ['a formula, neutralised', 'companyName', '=Impresa Alfa S.r.l.', "'=Impresa Alfa S.r.l."],
    ['a plus sign, neutralised', 'companyName', '+39 06 1234', "'+39 06 1234"],
    ['a minus sign, neutralised', 'companyName', '-1+1', "'-1+1"],
    ['an at sign, neutralised', 'companyName', '@SUM(A1)', "'@SUM(A1)"],
    ['a formula with the separator: neutralised, then quoted', 'companyName', '=1;2', `"'=1;2"`],
  ] as const)('%s: %j is %j', (_, column, value, text) => {
    expect(cell(column, value)).toBe(text);
  });

  it('a column the row lacks is an empty cell', () => {
    expect(linesOf(dossierCsv([{ idRequest: 1 }], ['idRequest', 'companyName', 'elapsed']))[1]).toBe('1;;');
  });
});
