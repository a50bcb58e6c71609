import { describe, expect, it } from 'vitest';
import type { emptyPrecheckForm } from '../../../../shared/validators/precheck-form';
import { precheckHref } from '../../shared/components/console-paths';
import { canSubmit, initialPrecheckFormState, precheckFormReducer, visibleErrors } from './precheck-form-state';
import { precheckPrefillState } from './precheck-prefill';

const prefill = (query: string) => precheckPrefillState(new URLSearchParams(query));
const ADDRESS = 'provinceCode=RM&municipality=Roma&street=Via%20del%20Corso%201';

describe('precheck prefilled from the URL', () => {
  it.each<[string, string, Partial<ReturnType<typeof emptyPrecheckForm>>]>([
    [
      'a person: PER set, the VAT left out',
      `subjectType=PF&taxCode=RMNFNC90E48H501K&name=Francesca&surname=Romano&vatRegistrationNo=01234560586&${ADDRESS}`,
      {
        subjectType: 'PF',
        microSegment: 'PER',
        taxCode: 'RMNFNC90E48H501K',
        name: 'Francesca',
        surname: 'Romano',
        vatRegistrationNo: '',
        provinceCode: 'RM',
        municipality: 'Roma',
        street: 'Via del Corso 1',
      },
    ],
    [
      'a company: VAT and micro segment, the tax code and names left out',
      'subjectType=PG&microSegment=CON&vatRegistrationNo=01234560586&taxCode=X&name=Anna',
      { subjectType: 'PG', microSegment: 'CON', vatRegistrationNo: '01234560586', taxCode: '', name: '' },
    ],
    ['a micro segment the type does not offer is dropped', 'subjectType=PG&microSegment=ASS', { microSegment: '' }],
    ['PF keeps PER whatever is asked', 'subjectType=PF&microSegment=SOC', { microSegment: 'PER' }],
    [
      'a province code in lower case is upper-cased',
      'subjectType=PF&provinceCode=rm&municipality=Roma',
      { provinceCode: 'RM', municipality: 'Roma' },
    ],
    [
      'no municipality without a valid province, no street without a municipality',
      'subjectType=PF&provinceCode=Roma&municipality=Roma&street=Via%20Appia',
      { provinceCode: '', municipality: '', street: '' },
    ],
    ['no street without a municipality', 'subjectType=PF&provinceCode=RM&street=Via%20Appia', { street: '' }],
    ['values are trimmed', 'subjectType=PF&name=%20%20Anna%20', { name: 'Anna' }],
    ['a value with a line break is not a value', 'subjectType=PF&name=Anna%0AMaria', { name: '' }],
    ['a value longer than any field is not a value', `subjectType=PF&surname=${'A'.repeat(121)}`, { surname: '' }],
    [
      'commodity and payment mode are the user’s to choose',
      'subjectType=PF&commodity=ELE&paymentMode=RID',
      {
        commodity: '',
        paymentMode: '',
      },
    ],
  ])('%s', (_, query, expected) => {
    expect(prefill(query).values).toMatchObject(expected);
  });

  it.each(['', 'subjectType=XX&taxCode=RMNFNC90E48H501K', 'taxCode=RMNFNC90E48H501K'])(
    'prefills nothing without a valid subject type (%s)',
    (query) => {
      expect(prefill(query)).toBe(initialPrecheckFormState);
    },
  );

  it('counts the prefilled fields as touched, so a wrong value shows its message at once', () => {
    const state = prefill('subjectType=PF&taxCode=RMNFNC90E48H501B&name=Francesca&surname=Romano');
    expect(state.touched).toEqual({ subjectType: true, microSegment: true, taxCode: true, name: true, surname: true });
    expect(visibleErrors(state)).toEqual({
      taxCode: 'Codice fiscale non corretto: il codice di controllo non corrisponde.',
    });
  });

  it('leaves commodity and payment mode to choose before the form submits', () => {
    let state = prefill(`subjectType=PF&taxCode=RMNFNC90E48H501K&name=Francesca&surname=Romano&${ADDRESS}`);
    expect(canSubmit(state)).toBe(false);
    state = precheckFormReducer(state, { type: 'change', field: 'commodity', value: 'ELE' });
    state = precheckFormReducer(state, { type: 'change', field: 'paymentMode', value: 'BON' });
    expect(canSubmit(state)).toBe(true);
  });

  it("reads what the customer's page writes", () => {
    const href = precheckHref({ subjectType: 'PG', microSegment: 'SOC', vatRegistrationNo: '01234560586', street: '' });
    expect(href).toBe('/admin/precheck?subjectType=PG&microSegment=SOC&vatRegistrationNo=01234560586');
    expect(prefill(href.slice(href.indexOf('?'))).values).toMatchObject({ subjectType: 'PG', microSegment: 'SOC' });
    expect(precheckHref({})).toBe('/admin/precheck');
  });
});

describe('a prefilled municipality against the province’s list', () => {
  const withMunicipality = (municipality: string) =>
    prefill(`subjectType=PF&provinceCode=RM&municipality=${municipality}&street=Via%20Appia`);
  const listed = (state: ReturnType<typeof prefill>) =>
    precheckFormReducer(state, { type: 'municipalitiesListed', names: ['Fiumicino', 'Roma'] });

  it('takes the name the list gives it, keeping the street', () => {
    expect(listed(withMunicipality('ROMA')).values).toMatchObject({ municipality: 'Roma', street: 'Via Appia' });
  });

  it('clears a municipality the list does not hold, keeping the street', () => {
    expect(listed(withMunicipality('Milano')).values).toMatchObject({ municipality: '', street: 'Via Appia' });
  });

  it('leaves a listed or empty municipality as it is', () => {
    const state = withMunicipality('Roma');
    expect(listed(state)).toBe(state);
    expect(listed(initialPrecheckFormState)).toBe(initialPrecheckFormState);
  });
});
