import { describe, expect, it } from 'vitest';
import { ALL_RESULT_CODES } from '../../../../shared/enums';
import { createI18n } from './create-i18n';
import { resultCodeLabels } from './result-code-labels';

describe('result code labels', () => {
  const italian = resultCodeLabels(createI18n({ lng: 'it' }).t);
  const english = resultCodeLabels(createI18n({ lng: 'en' }).t);

  it('describe every result code, the precheck-only ones included, in both languages', () => {
    expect(Object.keys(italian).sort()).toEqual([...ALL_RESULT_CODES].sort());
    expect(Object.keys(english).sort()).toEqual([...ALL_RESULT_CODES].sort());
  });

  it('speak the console language', () => {
    expect([italian.EX303, english.EX303]).toEqual([
      'Cliente esistente con morosità in corso',
      'Existing customer with current arrears',
    ]);
    expect([italian.EX406, english.EX406]).toEqual([
      'Cliente esistente con profilo positivo',
      'Existing customer with positive profile',
    ]);
  });
});
