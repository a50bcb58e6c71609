import type { z } from 'zod';
import type { Role } from '../../../../shared/roles';
import { CreateUserRequestSchema } from '../../../../shared/schemas/users';
import { USER_MESSAGES } from '../../../../shared/users/user-rules';
import { REQUIRED_MESSAGE } from '../../../../shared/validators/messages';
import type { UserRequest } from './user-operations';

export type UserField = 'username' | 'email' | 'role' | 'agencyCode';

/** The form as typed; no role chosen yet is ''. */
export interface UserValues {
  username: string;
  email: string;
  role: Role | '';
  agencyCode: string;
}

/**
 * A rule of the catalogue (users.rules), what the server says of the value (users.serverTexts: a taken
 * username, an agency not in the mapping), or a message the catalogue does not know, as the schema wrote it.
 */
export type UserProblem =
  | { rule: 'required' | 'usernameLength' | 'usernameCharacters' | 'usernameReserved' | 'email' | 'agencyRequired' }
  | { refusal: 'usernameTaken' | 'unknownAgency' }
  | { text: string };

const RULE_OF_MESSAGE: Readonly<Record<string, Extract<UserProblem, { rule: string }>['rule']>> = {
  [REQUIRED_MESSAGE]: 'required',
  [USER_MESSAGES.usernameLength]: 'usernameLength',
  [USER_MESSAGES.usernameCharacters]: 'usernameCharacters',
  [USER_MESSAGES.usernameReserved]: 'usernameReserved',
  [USER_MESSAGES.email]: 'email',
  [USER_MESSAGES.agencyRequired]: 'agencyRequired',
};

function problemOf(issue: z.core.$ZodIssue): UserProblem {
  if (issue.code === 'invalid_value' || issue.code === 'invalid_type') return { rule: 'required' };
  const rule = RULE_OF_MESSAGE[issue.message];
  return rule ? { rule } : { text: issue.message };
}

/**
 * The form checked by the schema the server checks createUser with, so the browser refuses exactly what
 * the server would: the request as it travels (username trimmed and lower case, the agency only for an
 * agent) or each field's first problem. A role change checks the same fields, its username fixed.
 */
export function checkUser(values: UserValues): {
  request?: UserRequest;
  problems: Partial<Record<UserField, UserProblem>>;
} {
  const agencyCode = values.role === 'AGENT' && values.agencyCode.trim() !== '' ? values.agencyCode : undefined;
  const parsed = CreateUserRequestSchema.safeParse({ ...values, role: values.role || undefined, agencyCode });
  if (parsed.success) return { request: parsed.data, problems: {} };
  const problems: Partial<Record<UserField, UserProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as UserField;
    problems[field] ??= problemOf(issue);
  }
  return { problems };
}
