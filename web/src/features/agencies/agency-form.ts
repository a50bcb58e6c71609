import type { z } from 'zod';
import { type AgencyRequest, AgencyRequestSchema } from '../../../../shared/schemas/agency';
import { AGENCY_MESSAGES, REQUIRED_MESSAGE, TEXT_MESSAGES } from '../../../../shared/validators/messages';

export type AgencyField = keyof AgencyRequest;
/** The form as typed. */
export type AgencyValues = Record<AgencyField, string>;

/**
 * What is wrong with a field: a rule of the catalogue (agencies.rules), `max` for a text too long; a
 * message the catalogue does not know is shown as the schema wrote it.
 */
export type AgencyProblem =
  | { rule: 'required' | 'codeCharacters' | 'singleLine' | 'tooLong'; max?: number }
  | { text: string };

export type AgencyCheck =
  | { request: AgencyRequest; problems: Partial<Record<AgencyField, AgencyProblem>> }
  | { request: undefined; problems: Partial<Record<AgencyField, AgencyProblem>> };

const RULE_OF_MESSAGE: Readonly<Record<string, 'required' | 'codeCharacters' | 'singleLine'>> = {
  [REQUIRED_MESSAGE]: 'required',
  [AGENCY_MESSAGES.codeCharacters]: 'codeCharacters',
  [TEXT_MESSAGES.singleLine]: 'singleLine',
};

function problemOf(issue: z.core.$ZodIssue): AgencyProblem {
  // The schema's length limits carry zod's own English words: the limit is what the user needs.
  if (issue.code === 'too_big') return { rule: 'tooLong', max: Number(issue.maximum) };
  const rule = RULE_OF_MESSAGE[issue.message];
  return rule ? { rule } : { text: issue.message };
}

/**
 * The form checked by the schema the server checks the request with (AgencyRequestSchema), so the
 * browser refuses exactly what the server would: the request as it travels (code trimmed and upper
 * cased, name trimmed) or each field's first problem.
 */
export function checkAgency(values: AgencyValues): AgencyCheck {
  const parsed = AgencyRequestSchema.safeParse(values);
  if (parsed.success) return { request: parsed.data, problems: {} };
  const problems: Partial<Record<AgencyField, AgencyProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AgencyField;
    problems[field] ??= problemOf(issue);
  }
  return { request: undefined, problems };
}

/**
 * A field's problem is shown once the user has left the field, and at once when it is more than an
 * empty field (a character the code refuses, a name too long): the same rhythm as the wizard's note.
 */
export function shownProblem(problem: AgencyProblem | undefined, left: boolean): AgencyProblem | undefined {
  if (!problem) return undefined;
  return left || !('rule' in problem) || problem.rule !== 'required' ? problem : undefined;
}
