import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BacktestKind, BacktestResult, BacktestSummary } from '../../../../shared/schemas/backtest';
import { createI18n } from '../i18n/create-i18n';
import { type LanguageNumbers, numbersIn } from '../i18n/language-numbers';
import { figuresText, reproducibilityTexts, runText } from './backtest-text';

const italian = createI18n({ lng: 'it' }).t;
const english = createI18n({ lng: 'en' }).t;
const italianNumbers = numbersIn('it');
const englishNumbers = numbersIn('en');

const summary: BacktestSummary = {
  checks: 1234,
  changed: 5,
  recorded: { R: 290, V: 944 },
  before: { R: 300, V: 934 },
  after: { R: 305, V: 929 },
  transitions: [],
  segments: { subjectType: [], microSegment: [], market: [], acquisitionChannel: [] },
  reproducibility: {
    replayed: 1200,
    reproduced: 1200,
    notReproduced: 0,
    unknownConfiguration: 0,
    withoutSnapshot: 4,
    technicalErrors: 30,
  },
};
const result = {
  period: { startDate: '2026-10-30', endDate: '2026-11-28' },
  requestedBy: 'mario.rossi',
  startedAt: '2026-11-28T09:00:00.000Z',
  finishedAt: '2026-11-28T09:00:03.000Z',
} as BacktestResult;

describe('a back-test in words', () => {
  it.each([
    [italian, 'Eseguita il 28/11/2026 10:00:03 da mario.rossi, periodo dal 30/10/2026 al 28/11/2026'],
    [english, 'Run on 28/11/2026 10:00:03 by mario.rossi, period 30/10/2026 to 28/11/2026'],
  ])('when and on what: %#', (t, text) => expect(runText(result, t)).toBe(text));

  it.each([
    [
      italian,
      italianNumbers,
      '5 esiti cambiati su 1.234 verifiche; rossi da 300 con la configurazione in vigore a 305 con la bozza. Registrati allora: 290 rossi su 1.234.',
    ],
    [
      english,
      englishNumbers,
      '5 outcomes changed of 1,234 checks; red from 300 under the configuration in force to 305 under the draft. Recorded at the time: 290 red of 1,234.',
    ],
  ])('its figures, each named, in the language of the text: %#', (t, numbers, text) =>
    expect(figuresText(summary, 'CONFIGURATION', t, numbers)).toBe(text),
  );

  it.each<[TFunction, LanguageNumbers, BacktestKind, string]>([
    [
      italian,
      italianNumbers,
      'RADIATI',
      '0 esiti cambiati su 0 verifiche; rossi da 0 con la configurazione in vigore a 0 con la nuova versione della black list radiati.',
    ],
    [
      english,
      englishNumbers,
      'CEDUTI',
      '0 outcomes changed of 0 checks; red from 0 under the configuration in force to 0 under the new version of the transferred black list.',
    ],
  ])('a run from before the recorded reds were counted says only what it counted: %#', (t, numbers, kind, text) => {
    const older = {
      ...summary,
      checks: 0,
      changed: 0,
      recorded: undefined,
      before: { R: 0, V: 0 },
      after: { R: 0, V: 0 },
    };
    expect(figuresText(older, kind, t, numbers)).toBe(text);
  });

  it.each([
    [
      italian,
      italianNumbers,
      'Tutte le 1.200 verifiche rigiocate danno l’esito registrato.',
      'Contate a parte, mai stimate: 4 registrate prima dei fatti letti, 30 errori tecnici.',
    ],
    [
      english,
      englishNumbers,
      'All 1,200 replayed checks give their recorded outcome.',
      'Counted apart, never guessed: 4 recorded before their facts were, 30 technical errors.',
    ],
  ])('its reproducibility, whole: %#', (t, numbers, full, apart) => {
    expect(reproducibilityTexts(summary, t, numbers)).toEqual({ full: true, lines: [full, apart] });
  });

  it('says what did not reproduce, never hides it', () => {
    const partial = {
      ...summary,
      reproducibility: { ...summary.reproducibility, reproduced: 1188, notReproduced: 10, unknownConfiguration: 2 },
    };
    const { full, lines } = reproducibilityTexts(partial, english, englishNumbers);
    expect(full).toBe(false);
    expect(lines[0]).toBe(
      '1,188 of 1,200 checks give their recorded outcome (99%): the others are listed among the changed checks.',
    );
    expect(lines[1]).toBe('2 decided with a configuration no longer stored.');
  });
});

describe("a BACKTEST job's filters in the Extractions view", () => {
  // The job answers the filters it was queued with (shared/schemas/filters.ts): each is named, never its key.
  it.each(['kind', 'id', 'runId', 'transitions'])('names %s in both languages', (key) => {
    for (const t of [italian, english]) {
      const label = t(`extractions.filters.${key}` as 'extractions.filters.fileName');
      expect(label).not.toBe(`extractions.filters.${key}`);
      expect(label).not.toBe(key);
    }
  });
});
