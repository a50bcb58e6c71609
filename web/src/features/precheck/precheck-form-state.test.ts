import { describe, expect, it } from 'vitest';
import type { PrecheckFormField } from '../../../../shared/validators/precheck-form';
import {
  canSubmit,
  formFieldOf,
  initialPrecheckFormState,
  type PrecheckFormAction,
  precheckFormReducer,
  serverFieldErrors,
  visibleErrors,
} from './precheck-form-state';

const run = (...actions: PrecheckFormAction[]) => actions.reduce(precheckFormReducer, initialPrecheckFormState);
const change = (field: PrecheckFormField, value: string): PrecheckFormAction => ({ type: 'change', field, value });

const validPerson: PrecheckFormAction[] = [
  change('subjectType', 'PF'),
  change('taxCode', 'FNTGNN80B14H501Y'),
  change('name', 'Giovanni'),
  change('surname', 'Fontana'),
  change('commodity', 'ELE'),
  change('paymentMode', 'RID'),
  change('provinceCode', 'RM'),
  change('municipality', 'Roma'),
  change('street', 'Via del Corso 1'),
];

describe('precheck form state', () => {
  it('is untouched and not submittable at first', () => {
    expect(canSubmit(initialPrecheckFormState)).toBe(false);
    expect(visibleErrors(initialPrecheckFormState)).toEqual({});
  });

  it('sets PER for PF, and a subject-type change resets the form', () => {
    const person = run(change('subjectType', 'PF'), change('taxCode', 'ABC'));
    expect(person.values.microSegment).toBe('PER');
    const company = precheckFormReducer(person, change('subjectType', 'PG'));
    expect(company.values).toMatchObject({ subjectType: 'PG', microSegment: '', taxCode: '' });
    expect(company.touched).toEqual({ subjectType: true });
  });

  it('strips leading whitespace as the user types', () => {
    expect(run(change('subjectType', 'PF'), change('name', '  Anna ')).values.name).toBe('Anna ');
  });

  it('clears the municipality on a new province, and never empties the street behind the user', () => {
    const state = run(...validPerson);
    expect(precheckFormReducer(state, change('provinceCode', 'MI')).values).toMatchObject({
      provinceCode: 'MI',
      municipality: '',
      street: 'Via del Corso 1',
    });
    expect(precheckFormReducer(state, change('municipality', 'Fiumicino')).values).toMatchObject({
      municipality: 'Fiumicino',
      street: 'Via del Corso 1',
    });
  });

  it('shows rule messages only on touched fields, and submits a valid form', () => {
    const touched = run(change('subjectType', 'PF'), { type: 'blur', field: 'taxCode' });
    expect(visibleErrors(touched)).toEqual({ taxCode: 'Campo obbligatorio' });
    expect(canSubmit(touched)).toBe(false);
    expect(canSubmit(run(...validPerson))).toBe(true);
  });

  it("puts a 400's messages on their fields until the field changes", () => {
    const errors = serverFieldErrors([
      { field: 'contactAddress.provinceCode', description: 'Scegliere una provincia' },
      { field: 'supplyPointList.0.pointAddress.municipality.name', description: 'Scegliere un comune' },
      { field: 'supplyPointList.0.paymentMode', description: 'Definire una modalità di pagamento' },
      { description: 'Dati non validi.' },
    ]);
    expect(errors).toEqual({
      provinceCode: 'Scegliere una provincia',
      municipality: 'Scegliere un comune',
      paymentMode: 'Definire una modalità di pagamento',
    });
    const state = precheckFormReducer(run(...validPerson), { type: 'serverErrors', errors });
    expect(visibleErrors(state).paymentMode).toBe('Definire una modalità di pagamento');
    expect(visibleErrors(precheckFormReducer(state, change('paymentMode', 'BON'))).paymentMode).toBeUndefined();
  });

  it('maps server field names to form fields', () => {
    expect(formFieldOf('taxCode')).toBe('taxCode');
    expect(formFieldOf('contactAddress.street')).toBe('street');
    expect(formFieldOf('contactAddress.municipality.name')).toBe('municipality');
    expect(formFieldOf('supplyPointList.0.commodity')).toBe('commodity');
    expect(formFieldOf('workflow')).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
  });
});
