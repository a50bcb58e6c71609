import { useMemo, useState } from 'react';
import { USER_REFUSAL_CODES } from '../../../../shared/users/user-rules';
import { type AgencyLookup, lookUpAgency } from './agency-lookup';
import { visibleProblem } from './problem-visibility';
import { useServerCheck } from './use-server-check';
import { checkUser, type UserField, type UserProblem, type UserValues } from './user-form';
import { usernameTaken } from './username-taken';

export interface UserFormOptions {
  /** A creation asks whether the username is taken; a role change keeps the user's own. */
  checksUsername: boolean;
  /** The values were filled in before (a form the server refused, opened again): they count as touched. */
  touched?: boolean;
}

const FIELDS: readonly UserField[] = ['username', 'email', 'role', 'agencyCode'];
const filledFields = (values: UserValues, touched: boolean | undefined): ReadonlySet<UserField> =>
  new Set(touched ? FIELDS.filter((field) => values[field] !== '') : []);

/**
 * The create or role form while its wizard is open: the typed values, what the person has done with each
 * field, the check of the whole form, and the server's word on a username or an agency once typing
 * pauses. Each field shows its problem as problem-visibility.ts says; Continue waits for the server's word.
 */
export function useUserForm(initial: UserValues, { checksUsername, touched }: UserFormOptions) {
  const [values, setValues] = useState(initial);
  const [changed, setChanged] = useState(() => filledFields(initial, touched));
  const [left, setLeft] = useState(() => filledFields(initial, touched));
  const [submitted, setSubmitted] = useState(false);
  const check = useMemo(() => checkUser(values), [values]);

  const typedUsername = checksUsername && !check.problems.username ? values.username.trim() : undefined;
  const typedAgency =
    values.role === 'AGENT' && !check.problems.agencyCode ? values.agencyCode.trim().toUpperCase() : undefined;
  const username = useServerCheck(typedUsername, usernameTaken);
  const agency = useServerCheck<AgencyLookup>(typedAgency, lookUpAgency);

  const serverProblems: Partial<Record<UserField, UserProblem>> = {
    ...(username.check.state === 'done' && username.check.answer === true
      ? { username: { refusal: 'usernameTaken' } }
      : {}),
    ...(agency.check.state === 'done' && agency.check.answer.kind === 'unknown'
      ? { agencyCode: { refusal: 'unknownAgency' } }
      : {}),
  };
  const waiting = username.check.state === 'checking' || agency.check.state === 'checking';

  return {
    values,
    request: check.request,
    /** The form may go on: its rules pass, and the server has nothing against the username or the agency. */
    ready: check.request !== undefined && !waiting && Object.keys(serverProblems).length === 0,
    /** The agency the code names in the mapping, once looked up. */
    agency:
      agency.check.state === 'done' && agency.check.answer.kind === 'known' ? agency.check.answer.agency : undefined,
    change: (field: UserField, value: string) => {
      // The pool stores usernames lower case: typed the way they will be saved.
      setValues((current) => ({ ...current, [field]: field === 'username' ? value.toLowerCase() : value }));
      setChanged((current) => new Set(current).add(field));
    },
    leave: (field: UserField) => setLeft((current) => new Set(current).add(field)),
    /** Continue was asked while the form cannot go on: every field says what stops it. */
    submit: () => setSubmitted(true),
    problem: (field: UserField) =>
      visibleProblem(check.problems[field], serverProblems[field], {
        changed: changed.has(field),
        left: left.has(field),
        submitted,
      }),
    /**
     * The server refused the form at the end: a refusal about a field (a name taken meanwhile, an agency
     * deleted meanwhile) is kept as that value's answer, so the form it returns to says it at the field.
     */
    refused: (code: string | undefined) => {
      if (code === USER_REFUSAL_CODES.usernameTaken && typedUsername) username.remember(typedUsername, true);
      if (code === USER_REFUSAL_CODES.unknownAgency && typedAgency) agency.remember(typedAgency, { kind: 'unknown' });
      setSubmitted(true);
    },
  };
}
export type UserForm = ReturnType<typeof useUserForm>;
