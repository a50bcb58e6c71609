import { describe, expect, it } from 'vitest';
import { countRecords } from './count-records';

describe('countRecords', () => {
  it('counts one subject per line, whatever the line ending', () => {
    expect(countRecords('RSSMRA80A01H501U\n12345678901\r\nBNCGLI85B41F205X\r01234567890')).toBe(4);
  });

  it('skips blank lines, a trailing newline and lines of separators only', () => {
    expect(countRecords('\n12345678901\n\n  \n;;\n01234567890\n')).toBe(2);
  });

  it('does not count a header line, nor a byte-order mark', () => {
    expect(countRecords('\uFEFFcodiceFiscale;partitaIva\nRSSMRA80A01H501U;\n;12345678901\n')).toBe(2);
  });

  it('counts a first line with digits as a subject', () => {
    expect(countRecords('RSSMRA80A01H501U\n')).toBe(1);
  });

  it('is 0 for an empty file or a header alone', () => {
    expect(countRecords('')).toBe(0);
    expect(countRecords('codiceFiscale\n')).toBe(0);
  });

  it('counts 50,001 lines as 50,001 records', () => {
    expect(countRecords(`${Array.from({ length: 50_001 }, () => '12345678901').join('\n')}\n`)).toBe(50_001);
  });
});
