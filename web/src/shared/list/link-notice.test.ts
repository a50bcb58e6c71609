import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import type { FilterField } from './filter-fields';
import { linkNoticeMessages } from './link-notice';
import type { DropReason } from './url-filters';

const fields: FilterField[] = [
  { key: 'dateRange', kind: 'dayRange' },
  { key: 'trafficLight', kind: 'multi', options: ['R', 'G', 'V'] },
];
const defaults = { dateRange: { startDate: '2026-10-22', endDate: '2026-11-22' } };
const label = (key: string) => ({ dateRange: 'Periodo', trafficLight: 'Semaforo' })[key] ?? key;

function message(language: 'it' | 'en', key: string, reason: DropReason, value: string, fieldList = fields) {
  const { t } = createI18n({ lng: language });
  return linkNoticeMessages([{ key, reason, value }], fieldList, defaults, label, t)[0];
}

describe('the notice of a link the list could not use', () => {
  it.each<[DropReason, string, string]>([
    [
      'rangeTooLong',
      'Il periodo nel link supera un anno: è stato sostituito con il periodo predefinito (22/10/2026 - 22/11/2026).',
      'The period in the link is longer than a year: it was replaced by the default period (22/10/2026 - 22/11/2026).',
    ],
    [
      'rangeOrder',
      'Nel periodo del link la data di inizio è successiva alla data di fine: è stato sostituito con il periodo predefinito (22/10/2026 - 22/11/2026).',
      'In the period of the link the start date is after the end date: it was replaced by the default period (22/10/2026 - 22/11/2026).',
    ],
    [
      'unreadableDate',
      'Il periodo nel link (ieri) non contiene date leggibili: è stato sostituito con il periodo predefinito (22/10/2026 - 22/11/2026).',
      'The period in the link (ieri) has no readable dates: it was replaced by the default period (22/10/2026 - 22/11/2026).',
    ],
  ])('%s, in Italian and English', (reason, italian, english) => {
    expect(message('it', 'dateRange', reason, 'ieri')).toBe(italian);
    expect(message('en', 'dateRange', reason, 'ieri')).toBe(english);
  });

  it('shows a month range as months', () => {
    const monthFields: FilterField[] = [{ key: 'dateRange', kind: 'monthRange' }];
    expect(message('it', 'dateRange', 'futureRange', '2027-01-01..2027-02-28', monthFields)).toBe(
      'Il periodo nel link inizia dopo oggi: è stato sostituito con il periodo predefinito (10/2026 - 11/2026).',
    );
  });

  it('names another filter, and says it was not applied when its default is none', () => {
    expect(message('it', 'trafficLight', 'invalidValue', 'NOPE')).toBe(
      'Il filtro «Semaforo» nel link ha un valore non valido (NOPE): il filtro non è stato applicato.',
    );
    expect(message('en', 'trafficLight', 'invalidValue', 'NOPE')).toBe(
      'The filter “Semaforo” in the link has a value that is not valid (NOPE): the filter was not applied.',
    );
  });

  it('says an optional range was not applied', () => {
    const { t } = createI18n({ lng: 'it' });
    expect(linkNoticeMessages([{ key: 'dateRange', reason: 'rangeOrder', value: 'x' }], fields, {}, label, t)).toEqual([
      'Nel periodo del link la data di inizio è successiva alla data di fine: il filtro non è stato applicato.',
    ]);
  });

  it('quotes at most 40 characters of what the link said', () => {
    const text = message('it', 'trafficLight', 'invalidValue', 'A'.repeat(200));
    expect(text).toContain(`(${'A'.repeat(39)}…)`);
  });
});
