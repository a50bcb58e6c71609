import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { it as italian } from './locales/it';

/** Every text of a catalogue with its path, 'list.dateRange.from' → 'Dal'. */
function texts(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value as object, `${prefix}${key}.`),
  );
}

/** The interpolations a text expects: '{{count}} selezionati' → ['count']. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const italianTexts = new Map(texts(italian));
const englishTexts = new Map(texts(en));

describe('the catalogues', () => {
  it('have every Italian text in English, for every feature', () => {
    const missing = [...italianTexts.keys()].filter((key) => !englishTexts.has(key));
    expect(missing).toEqual([]);
  });

  it('have no English text without an Italian one', () => {
    const extra = [...englishTexts.keys()].filter((key) => !italianTexts.has(key));
    expect(extra).toEqual([]);
  });

  it('interpolate the same values in both languages', () => {
    const differing = [...italianTexts].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(englishTexts.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('leave no text empty', () => {
    const empty = [...italianTexts, ...englishTexts].filter(([, text]) => text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });
});

describe('the options of the list filters and cells', () => {
  /** Option lists hold code → label; a label that is its own code tells a person nothing. */
  const optionEntries = (catalogue: { list: { options: object }; clientsList: { options: object } }) =>
    [...Object.entries(catalogue.list.options), ...Object.entries(catalogue.clientsList.options)].flatMap(
      ([field, options]) =>
        Object.entries(options as Record<string, string>).map(([code, label]) => ({ field, code, label })),
    );

  it.each([
    ['Italian', italian],
    ['English', en],
  ] as const)('name every code in words in %s', (_, catalogue) => {
    const bare = optionEntries(catalogue).filter(({ code, label }) => label.trim() === code);
    expect(bare).toEqual([]);
  });
});
