import { CONFIGURATION_MESSAGES, TAX_CODE_MESSAGES, VAT_NUMBER_MESSAGES } from '../../../../shared/validators/messages';
import { validateSubjectIdentifier } from '../../../../shared/validators/subject-identifier';
import { type FilterField, type FilterValues, isEmptyValue } from './filter-fields';

/**
 * Filters with a format are checked before a search (issue: a VAT filter of '123' found nothing, silently).
 * The messages are the spec's, from shared/validators, which the server answers too in its 400s; the
 * console shows them through the catalogue (`list.validation`), so English reads English.
 */

/** A problem with a filter's value: the spec's Italian text, the key of its translation. */
export type FilterProblem = keyof typeof PROBLEM_KEYS;

const PROBLEM_KEYS = {
  [TAX_CODE_MESSAGES.length]: 'taxCodeLength',
  [TAX_CODE_MESSAGES.invalidCharacters]: 'taxCodeCharacters',
  [TAX_CODE_MESSAGES.checkCharacter]: 'taxCodeCheck',
  [TAX_CODE_MESSAGES.birthDate]: 'taxCodeBirthDate',
  [TAX_CODE_MESSAGES.zeroTaxpayerNumber]: 'taxCodeZero',
  [TAX_CODE_MESSAGES.personOrLegalLength]: 'subjectLength',
  [VAT_NUMBER_MESSAGES.length]: 'vatLength',
  [VAT_NUMBER_MESSAGES.invalidCharacters]: 'vatCharacters',
  [VAT_NUMBER_MESSAGES.checkDigit]: 'vatCheck',
  [VAT_NUMBER_MESSAGES.zeroTaxpayerNumber]: 'vatZero',
  [CONFIGURATION_MESSAGES.notANumber]: 'notANumber',
} as const;

/** The catalogue key (under `list.validation`) of a problem. */
export const problemKey = (problem: FilterProblem) => PROBLEM_KEYS[problem];

const isProblem = (message: string | undefined): message is FilterProblem =>
  message !== undefined && message in PROBLEM_KEYS;

/** What is wrong with one field's value, or undefined; an empty field is no filter and always fine. */
export function filterProblem(field: FilterField, value: unknown): FilterProblem | undefined {
  if (isEmptyValue(value)) return undefined;
  if (field.kind === 'number') {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? undefined
      : CONFIGURATION_MESSAGES.notANumber;
  }
  if (field.kind === 'text' && field.format === 'subjectIdentifier') {
    const message = validateSubjectIdentifier(String(value));
    return isProblem(message) ? message : undefined;
  }
  return undefined;
}

/** Every field's problem, by key; empty when the filters may be searched. */
export function filterProblems(fields: readonly FilterField[], values: FilterValues): Record<string, FilterProblem> {
  const problems: Record<string, FilterProblem> = {};
  for (const field of fields) {
    const problem = filterProblem(field, values[field.key]);
    if (problem) problems[field.key] = problem;
  }
  return problems;
}
