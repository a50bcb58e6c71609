import { describe, expect, it } from 'vitest';
import type { BlacklistRow } from '../stores/black-lists/members';
import { loadedRow, loadRows } from './load-rows';

const MARIO = 'RSSMRA85T10H501O';
const LAURA = 'BNCLRA90A41H501F';
const ANNA = 'VRDNNA70M52H501C';
const ACME = '07123456787';
const BETA = '08000000011';
/** Eleven digits with a wrong check digit; a person's code with a wrong check letter. */
const BAD_VAT = '07123456780';
const BAD_CODE = 'RSSMRA85T10H501A';

const row = (taxCode: string | null, vatNumber: string | null): BlacklistRow => ({ taxCode, vatNumber });

describe('loadedRow', () => {
  it.each([
    ['both valid', [MARIO, ACME], row(MARIO, ACME)],
    ["a legal person's tax code (11 digits) and its VAT number", [ACME, ACME], row(ACME, ACME)],
    ['tax code only', [MARIO], row(MARIO, null)],
    ['tax code, empty VAT cell', [MARIO, ''], row(MARIO, null)],
    ['VAT number only', ['', ACME], row(null, ACME)],
    ['a valid tax code keeps the row when the VAT number is wrong', [MARIO, BAD_VAT], row(MARIO, null)],
    ['a valid VAT number keeps the row when the tax code is wrong', [BAD_CODE, ACME], row(null, ACME)],
    ['neither valid: discarded', [BAD_CODE, BAD_VAT], undefined],
    ['empty cells: discarded', ['', ''], undefined],
    ['a VAT number in the tax-code column is a valid legal tax code', [ACME, ''], row(ACME, null)],
    ['text instead of codes: discarded', ['Mario Rossi', 'Roma'], undefined],
    [
      'tax code uppercased, spaces dropped',
      [` ${MARIO.toLowerCase().slice(0, 6)} ${MARIO.slice(6)} `, ''],
      row(MARIO, null),
    ],
    ['VAT number with its IT prefix and an Excel apostrophe', [`'${ACME}`, `IT${ACME}`], row(ACME, ACME)],
    ['extra columns ignored', [MARIO, ACME, 'nota', '12'], row(MARIO, ACME)],
  ])('%s', (_, cells, expected) => {
    expect(loadedRow(cells)).toEqual(expected);
  });

  it.each([
    ['columns named in the usual order', { taxCode: 0, vatNumber: 1 }, [MARIO, ACME], row(MARIO, ACME)],
    ['columns named the other way round', { taxCode: 1, vatNumber: 0 }, [ACME, MARIO], row(MARIO, ACME)],
    ['only the VAT column named, first: the tax code is second', { vatNumber: 0 }, [ACME, MARIO], row(MARIO, ACME)],
    [
      'only the tax-code column named, second: the VAT number is first',
      { taxCode: 1 },
      [ACME, MARIO],
      row(MARIO, ACME),
    ],
    ['columns named further right', { taxCode: 2, vatNumber: 3 }, ['x', 'y', MARIO, ACME], row(MARIO, ACME)],
  ])('header: %s', (_, columns, cells, expected) => {
    expect(loadedRow(cells, columns)).toEqual(expected);
  });
});

describe('loadRows', () => {
  const lines = (...records: string[]) => records.join('\r\n');

  it.each([
    ['no header', lines(`${MARIO};${ACME}`, `${LAURA};`), [row(MARIO, ACME), row(LAURA, null)], 0, 0],
    [
      'the header the members file has',
      lines('codiceFiscale;partitaIva', `${MARIO};${ACME}`),
      [row(MARIO, ACME)],
      0,
      0,
    ],
    ['an Italian header', lines('Codice Fiscale;Partita IVA', `;${BETA}`), [row(null, BETA)], 0, 0],
    ['a header naming the columns the other way round', lines('P.IVA;CF', `${ACME};${ANNA}`), [row(ANNA, ACME)], 0, 0],
    ['a header of words only', lines('soggetti;note', `${MARIO};`), [row(MARIO, null)], 0, 0],
    [
      'a first row of wrong codes is data, discarded, not a header',
      lines(`${BAD_CODE};${BAD_VAT}`, `${MARIO};`),
      [row(MARIO, null)],
      1,
      0,
    ],
    [
      'invalid rows discarded, partly valid kept',
      lines(`${BAD_CODE};${BAD_VAT}`, `${BAD_CODE};${ACME}`, 'abc;def', `${ANNA};${BAD_VAT}`),
      [row(null, ACME), row(ANNA, null)],
      2,
      0,
    ],
    [
      'duplicates counted once, after normalising: first kept, in file order',
      lines(
        `${MARIO};${ACME}`,
        `${LAURA};`,
        `${MARIO.toLowerCase()};IT${ACME}`,
        `${LAURA};${BAD_VAT}`,
        `${MARIO};${ACME}`,
      ),
      [row(MARIO, ACME), row(LAURA, null)],
      0,
      3,
    ],
    [
      'rows sharing one identifier are distinct rows',
      lines(`${MARIO};${ACME}`, `${MARIO};`, `;${ACME}`),
      [row(MARIO, ACME), row(MARIO, null), row(null, ACME)],
      0,
      0,
    ],
    [
      'one number in both columns is one subject, one record: the first row naming it kept',
      lines(`${ACME};`, `;${ACME}`, `${ACME};${ACME}`, `;IT${ACME}`),
      [row(ACME, null)],
      0,
      3,
    ],
    [
      'blank lines and a last line break ignored',
      `\n${MARIO};${ACME}\n\n;;\n${LAURA}\n`,
      [row(MARIO, ACME), row(LAURA, null)],
      0,
      0,
    ],
    ['quoted cells, LF line ends', `"${MARIO}";"${ACME}"\n`, [row(MARIO, ACME)], 0, 0],
    [
      'an unclosed quote makes its line unreadable: discarded',
      lines(`"${MARIO};${ACME}`, `${LAURA};`),
      [row(LAURA, null)],
      1,
      0,
    ],
    ['header only: nothing', 'codiceFiscale;partitaIva\r\n', [], 0, 0],
    ['nothing valid', lines('codiceFiscale;partitaIva', `${BAD_CODE};`, `;${BAD_VAT}`), [], 2, 0],
  ])('%s', (_, text, rows, discardedRecords, duplicateRecords) => {
    expect(loadRows(text)).toEqual({ rows, discardedRecords, duplicateRecords });
  });
});
