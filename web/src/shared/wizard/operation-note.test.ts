import { describe, expect, it } from 'vitest';
import { noteProblem, OPERATION_NOTE_MAX_LENGTH } from './operation-note';

describe('noteProblem', () => {
  it.each([
    ['', 'required'],
    ['   \n ', 'required'],
    ['Soglie aggiornate', undefined],
    ['Prima riga\nseconda riga\tcon tabulazione', undefined],
    ['x'.repeat(OPERATION_NOTE_MAX_LENGTH), undefined],
    ['x'.repeat(OPERATION_NOTE_MAX_LENGTH + 1), 'tooLong'],
    ['nota\u0000nascosta', 'invalid'],
    ['testo \u202Eal contrario', 'invalid'],
  ])('%j → %s', (note, problem) => {
    expect(noteProblem(note)).toBe(problem);
  });
});
