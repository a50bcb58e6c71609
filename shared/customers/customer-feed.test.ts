import { describe, expect, it } from 'vitest';
import { customerOfFeedRow, type FeedColumns, feedColumns, isFeedDate } from './customer-feed';
import { CUSTOMER_FEED_FIELDS, CUSTOMER_ROW_FIELDS, type CustomerFeedField } from './customer-fields';

const PERSON = 'RSSMRA85T10A562S';
const VAT = '01234560587';

const columnsOf = (header: readonly string[]): FeedColumns => {
  const read = feedColumns(header);
  if ('error' in read) throw new Error(read.error);
  return read.columns;
};
const ALL = columnsOf(CUSTOMER_FEED_FIELDS);

/** A valid row, with some cells changed. */
function row(changes: Partial<Record<CustomerFeedField, string>> = {}): string[] {
  const cells: Partial<Record<CustomerFeedField, string>> = {
    A_CODICE_CLIENTE: '1-ABC1234',
    A_CODICE_FISCALE: PERSON,
    A_MERCATO: 'L',
    A_COGNOME: 'Rossi',
    A_NOME: 'Mario',
    A_MICRO_SEGMENTO_DESC: 'PER',
    K_STATO_CLIENTE: 'ATTIVO',
    K_CRED_SCAD_NETTO_TOTALE: '1.234,50',
    K_FATTURATO_TOTALE: '2.500,75',
    K_DATA_CALCOLO_KPI: '2026-11-20',
    F_PROVINCIA: 'RM',
    ...changes,
  };
  return CUSTOMER_FEED_FIELDS.map((field) => cells[field] ?? '');
}

describe('feedColumns', () => {
  it.each([
    ['the feed fields in order', CUSTOMER_FEED_FIELDS, CUSTOMER_FEED_FIELDS.length],
    ['the spec row only (extra fields optional)', CUSTOMER_ROW_FIELDS, CUSTOMER_ROW_FIELDS.length],
    [
      'another order, lower case, spaces',
      [...CUSTOMER_ROW_FIELDS].reverse().map((name) => ` ${name.toLowerCase()} `),
      32,
    ],
  ])('reads %s', (_name, header, size) => {
    expect(columnsOf(header).size).toBe(size);
  });

  it.each([
    ['an unknown column', [...CUSTOMER_ROW_FIELDS, 'NOTE'], "Unknown column 'NOTE' (column 33)"],
    ['a column twice', [...CUSTOMER_ROW_FIELDS, 'A_MERCATO'], 'Column A_MERCATO is given twice'],
    ['a missing spec field', CUSTOMER_ROW_FIELDS.slice(1), 'Missing columns: A_CODICE_CLIENTE'],
    ['a data row as header', row(), "Unknown column '1-ABC1234' (column 1)"],
  ])('refuses %s', (_name, header, error) => {
    expect(feedColumns(header)).toEqual({ error });
  });
});

describe('isFeedDate', () => {
  it.each([
    ['2026-11-20', true],
    ['2024-02-29', true],
    ['2026-02-30', false],
    ['20/11/2026', false],
    ['2026-11-20T10:00:00Z', false],
  ])('%s', (text, expected) => {
    expect(isFeedDate(text)).toBe(expected);
  });
});

describe('customerOfFeedRow', () => {
  it('reads a valid row: numbers in the file’s notation, empty cells null, enumerations upper case', () => {
    const read = customerOfFeedRow(row({ K_STATO_CLIENTE: 'attivo', A_PRESENZA_PDR: 'si' }), ALL, 'italian');
    expect(read).toEqual({
      customer: expect.objectContaining({
        A_CODICE_CLIENTE: '1-ABC1234',
        A_CODICE_FISCALE: PERSON,
        A_PARTITA_IVA: null,
        A_MERCATO: 'L',
        K_STATO_CLIENTE: 'ATTIVO',
        A_PRESENZA_PDR: 'SI',
        K_CRED_SCAD_NETTO_TOTALE: 1234.5,
        K_FATTURATO_TOTALE: 2500.75,
        K_CRED_A_SCAD_NETTO_TOTALE: null,
        K_DATA_CALCOLO_KPI: '2026-11-20',
        F_COMUNE: null,
      }),
    });
    if ('customer' in read) expect(Object.keys(read.customer)).toEqual([...CUSTOMER_FEED_FIELDS]);
  });

  it('reads the same amounts from a file with a decimal point', () => {
    const read = customerOfFeedRow(
      row({ K_CRED_SCAD_NETTO_TOTALE: '1234.5', K_FATTURATO_TOTALE: '2500.75', S_VALORE_CGS: '1.234' }),
      ALL,
      'point',
    );
    expect(read).toEqual({
      customer: expect.objectContaining({
        K_CRED_SCAD_NETTO_TOTALE: 1234.5,
        K_FATTURATO_TOTALE: 2500.75,
        S_VALORE_CGS: 1.234,
      }),
    });
  });

  it.each([
    [
      'an Italian amount in a file with a decimal point',
      'point',
      { K_CRED_SCAD_NETTO_TOTALE: '', K_FATTURATO_TOTALE: '1.234,50' },
      "K_FATTURATO_TOTALE: '1.234,50' is not a number in the file's notation (decimal point)",
    ],
    [
      'an amount with a decimal point in an Italian file',
      'italian',
      { K_FATTURATO_TOTALE: '1234.5' },
      "K_FATTURATO_TOTALE: '1234.5' is not a number in the file's notation (Italian)",
    ],
    [
      'a score that reads two ways in a file that does not say which',
      'undecided',
      { K_CRED_SCAD_NETTO_TOTALE: '', K_FATTURATO_TOTALE: '', S_VALORE_CGS: '1.234' },
      "S_VALORE_CGS: '1.234' reads differently with a decimal point and in Italian, and no value of the file says which",
    ],
  ] as const)('refuses %s', (_name, notation, changes, refused) => {
    expect(customerOfFeedRow(row(changes), ALL, notation)).toEqual({ refused });
  });

  it('reads whole numbers in a file that does not say its notation', () => {
    const read = customerOfFeedRow(
      row({ K_CRED_SCAD_NETTO_TOTALE: '-20', K_FATTURATO_TOTALE: '2500' }),
      ALL,
      'undecided',
    );
    expect(read).toEqual({
      customer: expect.objectContaining({ K_CRED_SCAD_NETTO_TOTALE: -20, K_FATTURATO_TOTALE: 2500 }),
    });
  });

  it.each([
    ['a VAT number only', { A_CODICE_FISCALE: '', A_PARTITA_IVA: VAT }],
    ['a VAT number with its country prefix', { A_CODICE_FISCALE: '', A_PARTITA_IVA: `IT${VAT}` }],
    ["a legal person's 11-digit tax code", { A_CODICE_FISCALE: VAT }],
    ['a lower-case tax code with spaces around', { A_CODICE_FISCALE: ` ${PERSON.toLowerCase()} ` }],
    [
      'every enumeration',
      {
        A_MACRO_SEGMENTO_DESC: '6',
        K_ANDAMENTALE_CLASSE: '6',
        K_INDICE_DUNNING: '3',
        K_STATO_CLIENTE: 'CESSATO',
        A_PRESENZA_PDR: 'NO',
      },
    ],
    ['market D', { A_MERCATO: 'd' }],
  ])('accepts %s', (_name, changes) => {
    expect(customerOfFeedRow(row(changes), ALL, 'italian')).toHaveProperty('customer');
  });

  it.each([
    ['no customer code', { A_CODICE_CLIENTE: '' }, 'A_CODICE_CLIENTE is empty'],
    ['a code with a slash', { A_CODICE_CLIENTE: '1/23' }, "A_CODICE_CLIENTE: '1/23' has characters a code cannot have"],
    [
      'a code too long',
      { A_CODICE_CLIENTE: 'X'.repeat(65) },
      `A_CODICE_CLIENTE: '${'X'.repeat(65)}' has characters a code cannot have`,
    ],
    ['no market', { A_MERCATO: '' }, 'A_MERCATO is empty'],
    ['an unknown market', { A_MERCATO: 'X' }, "A_MERCATO: 'X' is not one of L, T, D"],
    ['no identifier', { A_CODICE_FISCALE: '' }, 'Neither A_CODICE_FISCALE nor A_PARTITA_IVA is given'],
    [
      'a tax code with a wrong check letter',
      { A_CODICE_FISCALE: 'RSSMRA85T10A562T' },
      // The identifier stays out of the reason the loader logs.
      'A_CODICE_FISCALE: Codice fiscale non corretto: il codice di controllo non corrisponde.',
    ],
    ['a tax code of 12 characters', { A_CODICE_FISCALE: 'RSSMRA85T10A' }, expect.stringMatching(/^A_CODICE_FISCALE: /)],
    [
      'a VAT number with a wrong check digit',
      { A_PARTITA_IVA: '01234560588' },
      'A_PARTITA_IVA: Partita IVA non corretta: il codice di controllo non corrisponde.',
    ],
    [
      'an unknown micro segment',
      { A_MICRO_SEGMENTO_DESC: 'XYZ' },
      "A_MICRO_SEGMENTO_DESC: 'XYZ' is not one of CON, ASS, PER, SOC, RES",
    ],
    ['a macro segment 7', { A_MACRO_SEGMENTO_DESC: '7' }, "A_MACRO_SEGMENTO_DESC: '7' is not one of 1, 2, 3, 4, 5, 6"],
    ['a class 0', { K_ANDAMENTALE_CLASSE: '0' }, "K_ANDAMENTALE_CLASSE: '0' is not one of 1, 2, 3, 4, 5, 6"],
    ['a dunning index 4', { K_INDICE_DUNNING: '4' }, "K_INDICE_DUNNING: '4' is not one of 1, 2, 3"],
    ['an unknown status', { K_STATO_CLIENTE: 'SOSPESO' }, "K_STATO_CLIENTE: 'SOSPESO' is not one of ATTIVO, CESSATO"],
    ['a PDR flag true', { A_PRESENZA_PDR: 'true' }, "A_PRESENZA_PDR: 'true' is not one of SI, NO"],
    [
      'an amount with a currency',
      { K_FATTURATO_TOTALE: '€ 12' },
      "K_FATTURATO_TOTALE: '€ 12' is not a number in the file's notation (Italian)",
    ],
    [
      'a date in Italian order',
      { K_DATA_CALCOLO_KPI: '20/11/2026' },
      "K_DATA_CALCOLO_KPI: '20/11/2026' is not a date YYYY-MM-DD",
    ],
    [
      'a cell longer than 1000 characters',
      { C_DESCRIZIONE_ATECO_07: 'x'.repeat(1001) },
      'C_DESCRIZIONE_ATECO_07: more than 1000 characters',
    ],
    [
      'a day that does not exist',
      { C_DATA_AGGIORNAMENTO: '2026-02-30' },
      "C_DATA_AGGIORNAMENTO: '2026-02-30' is not a date YYYY-MM-DD",
    ],
  ])('refuses %s', (_name, changes, refused) => {
    expect(customerOfFeedRow(row(changes), ALL, 'italian')).toEqual({ refused });
  });

  it('refuses a row with a field too many or too few', () => {
    expect(customerOfFeedRow([...row(), 'x'], ALL, 'italian')).toEqual({ refused: '37 fields instead of 36' });
    expect(customerOfFeedRow(row().slice(1), ALL, 'italian')).toEqual({ refused: '35 fields instead of 36' });
  });

  it('reads a file of the spec row only: the extra fields are null', () => {
    const cells = row().slice(0, CUSTOMER_ROW_FIELDS.length);
    const read = customerOfFeedRow(cells, columnsOf(CUSTOMER_ROW_FIELDS), 'italian');
    expect(read).toEqual({ customer: expect.objectContaining({ A_PRESENZA_PDR: null, F_PROVINCIA: null }) });
  });
});
