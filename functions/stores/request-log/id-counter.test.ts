import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ID_BLOCK_SIZE, requestIdCounter } from './id-counter';

/** A counter item that answers UpdateItem ADD like DynamoDB, slowly, counting its calls. */
function fakeCounter(start = 0) {
  const state = { value: start, calls: 0 };
  const client = {
    send: async (command: { input: { ExpressionAttributeValues: Record<string, number> } }) => {
      state.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      state.value += command.input.ExpressionAttributeValues[':block'] ?? 0;
      return { Attributes: { value: state.value } };
    },
  } as unknown as DynamoDBDocumentClient;
  return { client, state };
}

describe('idRequest blocks', () => {
  it('hands out the ids of one reserved block before reserving the next', async () => {
    const { client, state } = fakeCounter(41);
    const log = requestIdCounter(client, 'table');
    const ids = [];
    for (let index = 0; index < ID_BLOCK_SIZE + 1; index += 1) ids.push(await log.nextId());
    expect(ids[0]).toBe(42);
    expect(ids.at(-1)).toBe(42 + ID_BLOCK_SIZE);
    expect(state.calls).toBe(2);
  });

  it('gives concurrent checks distinct ids, sharing reservations', async () => {
    const { client, state } = fakeCounter();
    const log = requestIdCounter(client, 'table');
    const ids = await Promise.all(Array.from({ length: 2 * ID_BLOCK_SIZE + 50 }, () => log.nextId()));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBe(1);
    expect(Math.max(...ids)).toBe(ids.length);
    expect(state.calls).toBe(3);
  });

  it('never shares ids between two containers', async () => {
    const { client } = fakeCounter();
    const first = requestIdCounter(client, 'table');
    const second = requestIdCounter(client, 'table');
    const ids = await Promise.all(Array.from({ length: 150 }, (_, index) => (index % 2 ? first : second).nextId()));
    expect(new Set(ids).size).toBe(150);
  });
});
