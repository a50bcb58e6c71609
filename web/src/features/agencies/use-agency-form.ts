import { useMemo, useState } from 'react';
import { type AgencyField, type AgencyValues, checkAgency, shownProblem } from './agency-form';

/**
 * The insert or rename form while its wizard is open: the typed values, the fields the user has left,
 * the check of the whole form, and each field's problem as far as it is shown yet: once the field is
 * left, or the form submitted, never before anything is touched.
 */
export function useAgencyForm(initial: AgencyValues) {
  const [values, setValues] = useState(initial);
  const [left, setLeft] = useState<ReadonlySet<AgencyField>>(new Set());
  const check = useMemo(() => checkAgency(values), [values]);
  return {
    values,
    request: check.request,
    // The code is stored upper case: it is shown the way it will be saved while it is typed.
    change: (field: AgencyField, value: string) =>
      setValues((current) => ({ ...current, [field]: field === 'code' ? value.toUpperCase() : value })),
    leave: (field: AgencyField) => setLeft((current) => new Set(current).add(field)),
    /** A submit of the form as it is: every field's problem shows. */
    leaveAll: () => setLeft(new Set<AgencyField>(['code', 'name'])),
    problem: (field: AgencyField) => shownProblem(check.problems[field], left.has(field)),
  };
}
export type AgencyForm = ReturnType<typeof useAgencyForm>;
