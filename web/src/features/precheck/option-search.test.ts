import { describe, expect, it } from 'vitest';
import { matchingOptions } from './option-search';

const options = (...names: string[]) => names.map((name) => ({ label: name, value: name }));
const labels = (found: { label?: string }[]) => found.map((option) => option.label);

/** Some of Rome's province's municipalities, in the list's alphabetical order. */
const ROME = options(
  'Anguillara Sabazia',
  'Castel San Pietro Romano',
  'Ciampino',
  'Città Metropolitana',
  'Fiumicino',
  'Roma',
  'Romagnano',
  'Roviano',
  'San Gregorio da Sassola',
  'Santa Marinella',
);

describe('matchingOptions', () => {
  it.each<[string, string, string[]]>([
    [
      "'Roma' first, then what starts with it, then what holds it",
      'Roma',
      ['Roma', 'Romagnano', 'Castel San Pietro Romano'],
    ],
    ['case ignored', 'roma', ['Roma', 'Romagnano', 'Castel San Pietro Romano']],
    [
      'a prefix, in the list order; a word start; a part of a word',
      'ro',
      ['Roma', 'Romagnano', 'Roviano', 'Castel San Pietro Romano', 'Città Metropolitana'],
    ],
    ['a word of the name before a mere part of it', 'mar', ['Santa Marinella']],
    ['accents ignored', 'citta', ['Città Metropolitana']],
    ['spaces as typed', '  santa   marinella ', ['Santa Marinella']],
    ['nothing found', 'zz', []],
  ])('%s: %s', (_case, typed, expected) => {
    expect(labels(matchingOptions(ROME, typed))).toEqual(expected);
  });

  it('a word start before a part of a word: San before Pietro holding it', () => {
    expect(labels(matchingOptions(options('Castel San Pietro Romano', 'Casale'), 'san'))).toEqual([
      'Castel San Pietro Romano',
    ]);
    expect(labels(matchingOptions(options('Casanova', 'Sant Angelo', 'San Polo'), 'san'))).toEqual([
      'Sant Angelo',
      'San Polo',
      'Casanova',
    ]);
  });

  it('no text: every option as listed', () => {
    expect(matchingOptions(ROME, ' ')).toEqual(ROME);
  });
});
