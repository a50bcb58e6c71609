import { describe, expect, it } from 'vitest';
import { jaroWinkler } from './similarity';

describe('jaroWinkler', () => {
  // The textbook values (Winkler 1990, as record-linkage texts quote them).
  it.each([
    ['MARTHA', 'MARHTA', 0.961],
    ['DWAYNE', 'DUANE', 0.84],
    ['DIXON', 'DICKSONX', 0.813],
  ])('%s / %s ≈ %d', (left, right, expected) => {
    expect(jaroWinkler(left, right)).toBeCloseTo(expected, 2);
  });

  it.each([
    ['FRANCESCA ROMANO', 'FRANCESCA ROMEO', true],
    ['GIULIA BIANCHI', 'MARCO BIANCHI', false],
    ['MARIO ROSSI', 'ANNA VERDI', false],
  ])('%s / %s reaches the linking threshold 0.88: %s', (left, right, similar) => {
    expect(jaroWinkler(left, right) >= 0.88).toBe(similar);
  });

  it.each([
    ['MARTHA', 'MARHTA'],
    ['DWAYNE', 'DUANE'],
    ['DIXON', 'DICKSONX'],
    ['GIULIA BIANCHI', 'MARCO BIANCHI'],
    ['A', 'B'],
  ])('is symmetric: %s / %s', (left, right) => {
    expect(jaroWinkler(left, right)).toBe(jaroWinkler(right, left));
  });

  it.each([
    ['', '', 0],
    ['', 'ROSSI', 0],
    ['ROSSI', '', 0],
    ['ROSSI', 'ROSSI', 1],
    ['ABC', 'XYZ', 0],
  ])('%j / %j = %d', (left, right, expected) => {
    expect(jaroWinkler(left, right)).toBe(expected);
  });
});
