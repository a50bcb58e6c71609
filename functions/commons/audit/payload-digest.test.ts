import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestedPayload, MAX_KEPT_JSON_BYTES } from './payload-digest';

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An object whose JSON is exactly `bytes` long: {"t":"xxx…"} is 8 bytes around the text. */
const jsonOf = (bytes: number, char = 'x') => ({ t: char.repeat(bytes - 8) });

describe('digestedPayload', () => {
  it.each([
    ['nothing said', undefined, undefined],
    ['null', null, null],
    [
      'a small object, as it is',
      { filename: 'estrazione', note: 'Verifica' },
      { filename: 'estrazione', note: 'Verifica' },
    ],
    ['a number', 7, 7],
    ['a decimal', { amount: 12.5 }, { amount: 12.5 }],
    ['a number beyond the safe integers, as its text', { amount: 2 ** 53 + 2 }, { amount: '9007199254740994' }],
    ['the largest number, as its text', [Number.MAX_VALUE], ['1.7976931348623157e+308']],
    ['a magnitude DynamoDB cannot keep, as its text', { amount: 5e-324 }, { amount: '5e-324' }],
    ['an instant, as its JSON', { at: new Date('2026-03-01T10:00:00Z') }, { at: '2026-03-01T10:00:00.000Z' }],
    ['what JSON drops', { kept: 1, dropped: undefined }, { kept: 1 }],
    [
      'a base64 data field, as the digest of the file',
      { data: 'UEsDBA==' },
      { data: { sha256: sha256(ZIP_MAGIC), bytes: 4 } },
    ],
    [
      'data fields at any depth, in arrays too',
      { files: [{ name: 'a', data: 'UEsDBA==' }] },
      { files: [{ name: 'a', data: { sha256: sha256(ZIP_MAGIC), bytes: 4 } }] },
    ],
    [
      'a data field that is not text, walked',
      { data: { data: '' } },
      { data: { data: { sha256: sha256(''), bytes: 0 } } },
    ],
    ['JSON of exactly 16 KB, as it is', jsonOf(MAX_KEPT_JSON_BYTES), jsonOf(MAX_KEPT_JSON_BYTES)],
    [
      'JSON one byte over 16 KB, as its digest',
      jsonOf(MAX_KEPT_JSON_BYTES + 1),
      { sha256: sha256(JSON.stringify(jsonOf(MAX_KEPT_JSON_BYTES + 1))), bytes: MAX_KEPT_JSON_BYTES + 1 },
    ],
  ])('keeps %s', (_case, payload, kept) => {
    expect(digestedPayload(payload)).toEqual(kept);
  });

  it('counts bytes, not characters: accented text digests sooner', () => {
    const accented = { t: 'è'.repeat(MAX_KEPT_JSON_BYTES / 2) };
    expect(digestedPayload(accented)).toEqual({
      sha256: sha256(JSON.stringify(accented)),
      bytes: Buffer.byteLength(JSON.stringify(accented)),
    });
  });

  it('measures what is kept, after the files are digested: a large upload with a small body stays readable', () => {
    const upload = { outputFilename: 'arricchito', data: Buffer.alloc(64 * 1024).toString('base64') };
    expect(digestedPayload(upload)).toEqual({
      outputFilename: 'arricchito',
      data: { sha256: sha256(Buffer.alloc(64 * 1024)), bytes: 64 * 1024 },
    });
  });
});
