import { describe, expect, it } from 'vitest';
import { isPayloadDigest } from './payload-digest';

describe('isPayloadDigest: a value an audit record keeps as its digest', () => {
  it.each([
    ['a digest', { sha256: 'ab12', bytes: 3 }, true],
    ['a digest of nothing', { sha256: '', bytes: 0 }, true],
    ['a digest with another field', { sha256: 'a', bytes: 3, name: 'x' }, false],
    ['a hash without its size', { sha256: 'a' }, false],
    ['a size as text', { sha256: 'a', bytes: '3' }, false],
    ['a hash as a number', { sha256: 1, bytes: 3 }, false],
    ['two other fields', { name: 'a', size: 3 }, false],
    ['an array', ['a', 3], false],
    ['null', null, false],
    ['a text', 'ab12', false],
  ])('%s: %j is %s', (_, value, digest) => {
    expect(isPayloadDigest(value)).toBe(digest);
  });
});
