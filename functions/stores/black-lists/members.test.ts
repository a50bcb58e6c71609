import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { type BlacklistRow, memberItems, membersFromZip, rowIdentifiers } from './members';

const PERSON = 'RSSMRA85T10A562S';
const COMPANY = '01234567897';
const OTHER_COMPANY = '12345678903';

const row = (taxCode: string | null, vatNumber: string | null): BlacklistRow => ({ taxCode, vatNumber });

describe('rowIdentifiers', () => {
  it.each([
    ['both', row(PERSON, COMPANY), [PERSON, COMPANY]],
    ['tax code only', row(PERSON, null), [PERSON]],
    ['VAT number only', row(null, COMPANY), [COMPANY]],
    ["a company's tax code that is its VAT number: once", row(COMPANY, COMPANY), [COMPANY]],
  ])('%s', (_, given, expected) => {
    expect(rowIdentifiers(given)).toEqual(expected);
  });
});

describe('memberItems', () => {
  const keysOf = (rows: BlacklistRow[]) => memberItems('RADIATI', 'v1', rows).map((item) => `${item.pk} ${item.sk}`);

  it.each([
    ['no rows: no items', [], []],
    ['one item per identifier of a row', [row(PERSON, COMPANY)], [`SUBJECT#${PERSON}`, `SUBJECT#${COMPANY}`]],
    [
      'an identifier named by two rows: one item',
      [row(PERSON, COMPANY), row(null, COMPANY)],
      [`SUBJECT#${PERSON}`, `SUBJECT#${COMPANY}`],
    ],
    ['the same identifier as tax code and VAT number: one item', [row(COMPANY, COMPANY)], [`SUBJECT#${COMPANY}`]],
    [
      'a VAT number in one row and a tax code in another: one item',
      [row(COMPANY, null), row(null, COMPANY)],
      [`SUBJECT#${COMPANY}`],
    ],
    [
      'distinct rows: every identifier',
      [row(PERSON, null), row(null, OTHER_COMPANY)],
      [`SUBJECT#${PERSON}`, `SUBJECT#${OTHER_COMPANY}`],
    ],
  ])('%s', (_, rows, pks) => {
    expect(keysOf(rows)).toEqual(pks.map((pk) => `${pk} BLACKLIST#RADIATI#v1`));
  });

  it('keeps the identifiers of the first row naming the subject, and no empty attribute', () => {
    expect(memberItems('CEDUTI', 'v2', [row(null, COMPANY), row(PERSON, COMPANY)])).toEqual([
      { pk: `SUBJECT#${COMPANY}`, sk: 'BLACKLIST#CEDUTI#v2', vatRegistrationNo: COMPANY },
      { pk: `SUBJECT#${PERSON}`, sk: 'BLACKLIST#CEDUTI#v2', taxCode: PERSON, vatRegistrationNo: COMPANY },
    ]);
  });
});

describe('membersFromZip', () => {
  const zipOf = async (text: string) => {
    const zip = new JSZip();
    zip.file('BlackList_RADIATI_v1.csv', text);
    return zip.generateAsync({ type: 'uint8array' });
  };

  it.each([
    ['header only: no rows', '\uFEFFcodiceFiscale;partitaIva\r\n', []],
    [
      'the BOM and header left out, empty cells null',
      `\uFEFFcodiceFiscale;partitaIva\r\n${PERSON};${COMPANY}\r\n${PERSON};\r\n;${OTHER_COMPANY}\r\n`,
      [row(PERSON, COMPANY), row(PERSON, null), row(null, OTHER_COMPANY)],
    ],
    ['without a BOM or a last line break', `codiceFiscale;partitaIva\n${PERSON};${COMPANY}`, [row(PERSON, COMPANY)]],
  ])('%s', async (_, text, rows) => {
    expect(await membersFromZip(await zipOf(text))).toEqual(rows);
  });

  it('refuses a zip without a file', async () => {
    await expect(membersFromZip(await new JSZip().generateAsync({ type: 'uint8array' }))).rejects.toThrow(
      'without its CSV',
    );
  });
});
