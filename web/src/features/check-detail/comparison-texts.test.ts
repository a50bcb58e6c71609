import { describe, expect, it } from 'vitest';
import type { CheckDetail } from '../../../../shared/schemas/check-detail';
import { createI18n } from '../../shared/i18n/create-i18n';
import { comparisonTexts } from './comparison-texts';

const italian = createI18n({ lng: 'it' }).t;
const english = createI18n({ lng: 'en' }).t;

type Comparison = NonNullable<CheckDetail['comparison']>;

const explanation: Comparison['current']['explanation'] = {
  rule: 'BLACK_LIST_RADIATI',
  summary: '',
  configurationRows: {},
  configurationRowKeys: {},
  comparisons: [],
  notes: [],
  noteDetails: [],
};
const current: Comparison['current'] = {
  trafficLight: 'R',
  code: 'EX305',
  explanation,
  configuration: {
    id: 'demo-configuration-1',
    version: 1,
    status: 'CURRENT',
    validityStartDate: '2025-12-31T23:00:00.000Z',
    validityEndDate: null,
    publicationUser: 'chiara.ferri',
    note: null,
  },
};
const draftConfiguration = {
  ...current.configuration,
  id: '20261202-101500-0a1b2c3d',
  status: 'UPDATING' as const,
  validityStartDate: null,
  publicationUser: null,
};
const configurationDraft: Comparison = {
  current,
  draft: {
    trafficLight: 'V',
    code: 'EX400',
    explanation: { ...explanation, rule: 'PROSPECT' },
    kind: 'CONFIGURATION',
    configuration: draftConfiguration,
    blacklist: null,
  },
};
const listDraft: Comparison = {
  current,
  draft: {
    ...current,
    kind: 'RADIATI',
    configuration: null,
    blacklist: {
      id: '20261202-093000-0a000003',
      filename: 'radiati_prova',
      status: 'READY',
      validFrom: null,
      validTo: null,
    },
  },
};
const recorded = (kind: string) => `registrata ${kind}`;

describe('the side-by-side with a draft, each column named', () => {
  it('a configuration draft: both columns name their configuration by its id', () => {
    const texts = comparisonTexts(configurationDraft, recorded, italian);
    expect(texts.title).toBe('Confronto con la bozza');
    expect(texts.verdict).toBe('La bozza cambia l’esito di questa verifica.');
    expect(texts.changed).toBe(true);
    expect(texts.current.heading).toBe('Con la configurazione in vigore');
    expect(texts.current.configuration).toBe(
      'Versione demo-configuration-1, in vigore dal 01/01/2026 a oggi, pubblicata da chiara.ferri',
    );
    expect(texts.draft.heading).toBe('Con la configurazione in aggiornamento');
    expect(texts.draft.configuration).toBe(
      'Versione 20261202-101500-0a1b2c3d, in aggiornamento, non ancora pubblicata',
    );
    expect(texts.draft.version).toBeUndefined();
    // Neither column replaces a black list: both read the versions the check recorded.
    expect(texts.draft.blacklistVersion('RADIATI')).toBe('registrata RADIATI');
    expect(texts.current.blacklistVersion('CEDUTI')).toBe('registrata CEDUTI');
  });

  it('a black-list load: decided with the configuration in force and the load for its own list', () => {
    const texts = comparisonTexts(listDraft, recorded, english);
    expect(texts.title).toBe('Compared with the draft');
    expect(texts.verdict).toBe('The draft does not change the outcome of this check.');
    expect(texts.draft.heading).toBe('With the list radiati_prova');
    const load = 'radiati_prova (version 20261202-093000-0a000003), loaded and not published yet';
    expect(texts.draft.version).toBe(load);
    expect(texts.draft.configuration).toBe(texts.current.configuration);
    expect(texts.draft.blacklistVersion('RADIATI')).toBe(load);
    expect(texts.draft.blacklistVersion('CEDUTI')).toBe('registrata CEDUTI');
    expect(texts.current.blacklistVersion('RADIATI')).toBe('registrata RADIATI');
  });

  it.each([
    [
      italian,
      'Confronto con un’altra versione',
      'L’altra versione cambia l’esito di questa verifica.',
      'Con la versione 20261202-101500-0a1b2c3d della configurazione',
      'Con l’altra versione',
    ],
    [
      english,
      'Compared with another version',
      'The other version changes the outcome of this check.',
      'With version 20261202-101500-0a1b2c3d of the configuration',
      'With the other version',
    ],
  ])('a draft since published or archived is no longer called a draft: %#', (t, title, verdict, heading, label) => {
    const archived: Comparison = {
      ...configurationDraft,
      draft: {
        ...configurationDraft.draft,
        configuration: {
          ...draftConfiguration,
          status: 'ARCHIVED',
          validityStartDate: '2026-12-02T23:00:00.000Z',
          validityEndDate: '2026-12-03T23:00:00.000Z',
        },
      },
    };
    const texts = comparisonTexts(archived, recorded, t);
    expect(texts.title).toBe(title);
    expect(texts.verdict).toBe(verdict);
    expect(texts.draft.heading).toBe(heading);
    expect(texts.draftLabel).toBe(label);
  });
});
