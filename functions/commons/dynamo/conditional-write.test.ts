import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { refusedByCondition, unlessRefused } from './conditional-write';

const refusal = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const renamedRefusal = () => Object.assign(new Error('refused'), { name: 'ConditionalCheckFailedException' });

describe('refusedByCondition', () => {
  it.each([
    ['the SDK’s refusal', refusal(), true],
    ['a refusal of another copy of the SDK (the same name)', renamedRefusal(), true],
    ['a throttling', Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' }), false],
    [
      'a transaction cancelled (a refusal of another kind of write)',
      Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' }),
      false,
    ],
    ['a plain error', new Error('boom'), false],
    ['a thrown object of the refusal’s name', { name: 'ConditionalCheckFailedException' }, true],
    ['null', null, false],
    ['not an error', undefined, false],
  ])('%s: %s', (_, error, refused) => {
    expect(refusedByCondition(error)).toBe(refused);
  });
});

describe('unlessRefused', () => {
  it('answers the output of a write that went through', async () => {
    expect(await unlessRefused(Promise.resolve({ Attributes: { pk: 'A' } }))).toEqual({ Attributes: { pk: 'A' } });
  });

  it('answers undefined for a write its condition refused', async () => {
    expect(await unlessRefused(Promise.reject(refusal()))).toBeUndefined();
  });

  it('throws any other failure', async () => {
    await expect(unlessRefused(Promise.reject(new Error('network')))).rejects.toThrow('network');
  });
});
