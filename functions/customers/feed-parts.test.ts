import { describe, expect, it } from 'vitest';
import { type FeedPart, feedParts } from './feed-parts';

async function* chunked(text: string, size: number) {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

const partsOf = async (text: string, partRows: number, chunk = 3) => {
  const parts: FeedPart[] = [];
  for await (const part of feedParts(chunked(text, chunk), partRows)) parts.push(part);
  return parts.map(({ index, header, text: lines, firstLine, rows }) => ({ index, header, lines, firstLine, rows }));
};

describe('feedParts', () => {
  it.each([
    [
      'parts of two rows',
      'H\na\nb\nc\n',
      2,
      [
        { index: 1, header: 'H', lines: 'a\nb', firstLine: 2, rows: 2 },
        { index: 2, header: 'H', lines: 'c', firstLine: 4, rows: 1 },
      ],
    ],
    [
      'no final line break, CRLF, BOM',
      '\uFEFFH\r\na\r\nb',
      5,
      [{ index: 1, header: 'H', lines: 'a\nb', firstLine: 2, rows: 2 }],
    ],
    [
      'blank lines kept, not counted',
      'H\n\na\n\nb\nc',
      2,
      [
        { index: 1, header: 'H', lines: '\na\n\nb', firstLine: 2, rows: 2 },
        { index: 2, header: 'H', lines: 'c', firstLine: 6, rows: 1 },
      ],
    ],
    [
      'a quoted cell across lines stays whole',
      'H\n"x\ny";1\nz\n',
      1,
      [
        { index: 1, header: 'H', lines: '"x\ny";1', firstLine: 2, rows: 1 },
        { index: 2, header: 'H', lines: 'z', firstLine: 4, rows: 1 },
      ],
    ],
    ['a header only', 'H\n', 2, []],
    ['nothing', '', 2, []],
  ])('%s', async (_name, text, partRows, expected) => {
    expect(await partsOf(text, partRows)).toEqual(expected);
    expect(await partsOf(text, partRows, 1000)).toEqual(expected);
  });
});
