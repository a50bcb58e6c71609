import { useMemo, useState } from 'react';
import { checkUser, type UserField, type UserValues } from './user-form';

/**
 * The create or role form while its wizard is open: the typed values, the fields the user has left, the
 * check of the whole form, and each field's problem once the field was left.
 */
export function useUserForm(initial: UserValues) {
  const [values, setValues] = useState(initial);
  const [left, setLeft] = useState<ReadonlySet<UserField>>(new Set());
  const check = useMemo(() => checkUser(values), [values]);
  return {
    values,
    request: check.request,
    change: (field: UserField, value: string) =>
      // The pool stores usernames lower case: typed the way they will be saved.
      setValues((current) => ({ ...current, [field]: field === 'username' ? value.toLowerCase() : value })),
    leave: (field: UserField) => setLeft((current) => new Set(current).add(field)),
    problem: (field: UserField) => (left.has(field) ? check.problems[field] : undefined),
  };
}
export type UserForm = ReturnType<typeof useUserForm>;
