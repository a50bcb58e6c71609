import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, neutralise } from './csv';

describe('neutralise', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+39 06 1234', "'+39 06 1234"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ['ROSSI MARIO', 'ROSSI MARIO'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(neutralise(input)).toBe(expected);
  });
});

describe('csvCell', () => {
  it.each([
    [null, ';', ''],
    [undefined, ';', ''],
    [12, ';', '12'],
    [true, ';', 'true'],
    ['a;b', ';', '"a;b"'],
    ['a;b', '|', 'a;b'],
    ['a|b', '|', '"a|b"'],
    ['say "hi"', ',', '"say ""hi"""'],
    ['two\nlines', ';', '"two\nlines"'],
    ['=1;2', ';', `"'=1;2"`],
    ['Società Caffè', ';', 'Società Caffè'],
  ] as const)('%j with %j is %j', (value, separator, expected) => {
    expect(csvCell(value, separator)).toBe(expected);
  });
});

describe('csvLine', () => {
  it('joins cells with the separator and ends with CRLF', () => {
    expect(csvLine(['a', 1, null, '=x'], ';')).toBe("a;1;;'=x\r\n");
  });

  it('writes numbers as numbers: a negative amount is data, while the same text is neutralised', () => {
    expect(csvLine([-20.5, '-20.5', 0], ';')).toBe("-20.5;'-20.5;0\r\n");
  });
});
