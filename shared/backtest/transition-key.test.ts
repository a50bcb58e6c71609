import { describe, expect, it } from 'vitest';
import { TransitionKeySchema } from '../schemas/backtest';
import { notReproducedKey, transitionKey, transitionOf } from './transition-key';

describe('transitionKey: a move from one result code to another', () => {
  it.each([
    ['EX406', 'EX302', 'EX406>EX302'],
    ['EX302', 'EX406', 'EX302>EX406'],
    ['EX400', 'EX400', 'EX400>EX400'],
  ])('%s to %s is %s, a filter value the contract accepts, read back whole', (from, to, key) => {
    expect(transitionKey(from, to)).toBe(key);
    expect(TransitionKeySchema.safeParse(key).success).toBe(true);
    expect(transitionOf(key)).toEqual({ from, to });
  });
});

describe('notReproducedKey: a check whose replay did not give its recorded code', () => {
  it.each([
    ['another code', 'EX406', 'EX302', 'NR:EX406>EX302'],
    ['no code (its configuration unknown)', 'EX406', null, 'NR:EX406>NONE'],
  ])('%s: %s, %s is %s, a filter value the contract accepts', (_, recorded, replayed, key) => {
    expect(notReproducedKey(recorded, replayed)).toBe(key);
    expect(TransitionKeySchema.safeParse(key).success).toBe(true);
  });
});
