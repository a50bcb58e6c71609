import { describe, expect, it } from 'vitest';
import { csvRecords, UNCLOSED_QUOTE } from './input-csv';

const read = (text: string, separator: ';' | ',' | '|' = ';') => [...csvRecords(text, separator)];
const cellsOf = (text: string, separator: ';' | ',' | '|' = ';') => read(text, separator).map((record) => record.cells);

describe('csvRecords', () => {
  it.each([
    ['one cell', 'RSSMRA85T10A562S', [['RSSMRA85T10A562S']]],
    ['separator', 'a;b;c', [['a', 'b', 'c']]],
    ['empty cells kept', 'a;;c;', [['a', '', 'c', '']]],
    [
      'LF lines',
      'a;b\nc;d\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'CRLF lines',
      'a;b\r\nc;d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['lone CR lines', 'a\rb', [['a'], ['b']]],
    ['blank lines skipped', '\n\na\n   \n;;\nb\n\n', [['a'], ['b']]],
    ['quoted separator', '"a;b";c', [['a;b', 'c']]],
    ['escaped quote', '"say ""hi""";x', [['say "hi"', 'x']]],
    ['line break inside quotes', '"two\nlines";x\ny', [['two\nlines', 'x'], ['y']]],
    ['quote inside an unquoted cell is literal', 'ab"c;d', [['ab"c', 'd']]],
    ['text after a closing quote is kept', '"ab"c;d', [['abc', 'd']]],
    ['empty quoted cell', '"";x', [['', 'x']]],
    ['other separator is a plain character', 'a,b;c', [['a,b', 'c']]],
  ])('%s', (_name, text, expected) => {
    expect(cellsOf(text)).toEqual(expected);
  });

  it.each([',', '|'] as const)('reads with %j as separator', (separator) => {
    expect(cellsOf(`a${separator}"b${separator}c"`, separator)).toEqual([['a', `b${separator}c`]]);
  });

  it('numbers each record by the line it starts on, blank lines and quoted breaks counted', () => {
    const records = read('h\n\n"x\ny";1\nz\r\n\r\nw');
    expect(records.map((record) => [record.line, record.cells[0]])).toEqual([
      [1, 'h'],
      [3, 'x\ny'],
      [5, 'z'],
      [7, 'w'],
    ]);
  });

  it('makes a line with a quote never closed one unreadable record and reads on', () => {
    const records = read('a;1\n"b;2\nc;3\nd;4');
    expect(records).toEqual([
      { line: 1, cells: ['a', '1'] },
      { line: 2, cells: ['"b;2'], unreadable: UNCLOSED_QUOTE },
      { line: 3, cells: ['c', '3'] },
      { line: 4, cells: ['d', '4'] },
    ]);
  });
});
