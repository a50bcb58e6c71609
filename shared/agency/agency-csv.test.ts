import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../csv';
import { AGENCY_CSV_HEADER, agencyCsv, agencyCsvCells } from './agency-csv';

describe('agencyCsvCells', () => {
  it.each([
    [{ code: 'AG01001', name: 'Rossi Energia S.r.l.' }, ['AG01001', 'Rossi Energia S.r.l.']],
    [{ code: 'AG-2', name: 'Caffè Società' }, ['AG-2', 'Caffè Società']],
  ])('%j reads %j, in the header order', (agency, cells) => {
    expect(agencyCsvCells(agency)).toEqual(cells);
    expect(cells).toHaveLength(AGENCY_CSV_HEADER.length);
  });
});

describe('agencyCsv', () => {
  it.each([
    ['no agency: the header alone', [], ';', 'Codice agenzia;Nome agenzia\r\n'],
    [
      'two agencies, in the order given',
      [
        { code: 'AG2', name: 'Beta' },
        { code: 'AG1', name: 'Alfa' },
      ],
      ';',
      'Codice agenzia;Nome agenzia\r\nAG2;Beta\r\nAG1;Alfa\r\n',
    ],
    [
      'a name holding the separator is quoted',
      [{ code: 'AG1', name: 'Bianchi; Verdi' }],
      ';',
      'Codice agenzia;Nome agenzia\r\nAG1;"Bianchi; Verdi"\r\n',
    ],
    [
      'another separator',
      [{ code: 'AG1', name: 'Alfa, Beta' }],
      '|',
      'Codice agenzia|Nome agenzia\r\nAG1|Alfa, Beta\r\n',
    ],
    [
      'a name a spreadsheet would run as a formula is neutralised',
      [{ code: 'AG1', name: '=SOMMA(A1)' }],
      ';',
      "Codice agenzia;Nome agenzia\r\nAG1;'=SOMMA(A1)\r\n",
    ],
  ] as const)('%s', (_, agencies, separator, expected) => {
    expect(agencyCsv(agencies, separator)).toBe(UTF8_BOM + expected);
  });
});
