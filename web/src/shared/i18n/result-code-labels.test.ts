import { describe, expect, it } from 'vitest';
import { ALL_RESULT_CODES } from '../../../../shared/enums';
import { createI18n } from './create-i18n';
import { resultCodeLabels, resultCodeNote } from './result-code-labels';

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

describe('result code notes', () => {
  const { t: italian } = createI18n({ lng: 'it' });
  const { t: english } = createI18n({ lng: 'en' });

  it("say what the R and the C of 'morosità pregressa' are, beside the spec's verbatim descriptions", () => {
    expect(resultCodeLabels(italian).EX305).toBe('Cliente con morosità pregressa R');
    expect(resultCodeNote('EX305', italian)).toMatch(/^R: .*black list Radiati/);
    expect(resultCodeNote('EX306', italian)).toMatch(/^C: .*black list Ceduti/);
    expect(resultCodeNote('EX305', english)).toMatch(/^R: .*Radiati black list/);
    expect(resultCodeNote('EX306', english)).toMatch(/^C: .*Ceduti black list/);
  });

  it('add nothing where the description says it all', () => {
    expect(resultCodeNote('EX400', italian)).toBeUndefined();
    expect(resultCodeNote('EX999', english)).toBeUndefined();
  });
});
