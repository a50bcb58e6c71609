import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../csv';
import type { WhitelistSubject } from '../schemas/whitelist';
import { WHITELIST_CSV_HEADER, whitelistCsv, whitelistCsvCells } from './whitelist-csv';

const HEADER =
  'Id;Codice fiscale;Partita IVA;Ragione sociale;Causale;Data inserimento;Data fine validità;Data revoca;Utente inserimento;Utente revoca;Note';

const ACTIVE: WhitelistSubject = {
  id: 'WL-20261124-7K2Q9Z',
  taxCode: 'BNCLRA85C52H501X',
  vatRegistrationNo: null,
  companyName: 'Laura Bianchi',
  reasonDescription: 'Cliente strategico',
  creationDate: '2026-11-24T08:15:30.000Z',
  expiringDate: '2027-02-22T22:59:59.999Z',
  revocationDate: null,
  requestDate: null,
  siebelRequestCode: null,
  idRequest: null,
  note: 'Cliente storico',
  creationUser: 'mario.rossi',
  revocationUser: null,
};

const REVOKED: WhitelistSubject = {
  ...ACTIVE,
  id: 'WL-20260701-000ABC',
  taxCode: '01234560581',
  vatRegistrationNo: '01234560581',
  companyName: 'Caffè Società; Bar',
  creationDate: '2026-07-01T10:00:00.000Z',
  expiringDate: '2026-09-29T21:59:59.999Z',
  revocationDate: '2026-07-15T14:30:00.000Z',
  revocationUser: 'mario.rossi',
  note: '=riga\nseconda',
};

describe('whitelistCsvCells', () => {
  it.each([
    [
      'an active entry: instants in Italian time (winter), nothing revoked',
      ACTIVE,
      [
        'WL-20261124-7K2Q9Z',
        'BNCLRA85C52H501X',
        null,
        'Laura Bianchi',
        'Cliente strategico',
        '24/11/2026 09:15:30',
        '22/02/2027 23:59',
        '',
        'mario.rossi',
        null,
        'Cliente storico',
      ],
    ],
    [
      'a revoked entry with both identifiers: instants in Italian summer time',
      REVOKED,
      [
        'WL-20260701-000ABC',
        '01234560581',
        '01234560581',
        'Caffè Società; Bar',
        'Cliente strategico',
        '01/07/2026 12:00:00',
        '29/09/2026 23:59',
        '15/07/2026 16:30:00',
        'mario.rossi',
        'mario.rossi',
        '=riga\nseconda',
      ],
    ],
  ])('%s', (_, subject, cells) => {
    expect(whitelistCsvCells(subject)).toEqual(cells);
    expect(cells).toHaveLength(WHITELIST_CSV_HEADER.length);
  });
});

describe('whitelistCsv', () => {
  it.each([
    ['no entry: the header alone', [], ';', `${HEADER}\r\n`],
    [
      'two entries in the order given; a cell with the separator or a line break quoted, a formula neutralised',
      [ACTIVE, REVOKED],
      ';',
      `${HEADER}\r\n` +
        'WL-20261124-7K2Q9Z;BNCLRA85C52H501X;;Laura Bianchi;Cliente strategico;24/11/2026 09:15:30;22/02/2027 23:59;;mario.rossi;;Cliente storico\r\n' +
        'WL-20260701-000ABC;01234560581;01234560581;"Caffè Società; Bar";Cliente strategico;01/07/2026 12:00:00;29/09/2026 23:59;15/07/2026 16:30:00;mario.rossi;mario.rossi;"\'=riga\nseconda"\r\n',
    ],
    [
      'another separator',
      [ACTIVE],
      '|',
      `${HEADER.replaceAll(';', '|')}\r\n` +
        'WL-20261124-7K2Q9Z|BNCLRA85C52H501X||Laura Bianchi|Cliente strategico|24/11/2026 09:15:30|22/02/2027 23:59||mario.rossi||Cliente storico\r\n',
    ],
  ] as const)('%s', (_, subjects, separator, expected) => {
    expect(whitelistCsv(subjects, separator)).toBe(UTF8_BOM + expected);
  });
});
