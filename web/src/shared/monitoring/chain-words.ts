import type { TFunction } from 'i18next';
import { COMPARED_FIELDS, type ComparedField } from '../../../../shared/monitoring/attempt';
import type { ChainFlag } from '../../../../shared/monitoring/link';
import type { ChainAttempt, ReviewStatus } from '../../../../shared/schemas/monitoring';

type Fields = ChainAttempt['fields'];
type OptionText = (key: string, code: string) => string;

/** The catalogue's option lists (`list.options.<key>`) that name a field's codes. */
const OPTIONS_OF_FIELD: Partial<Record<ComparedField, string>> = {
  subjectType: 'subjectType',
  microSegment: 'microSegment',
  commodity: 'commodity',
  paymentMode: 'paymentMode',
};

/** A field's value in words: a code by its name, a text as typed; null when the attempt had none. */
export function fieldValue(fields: Fields, field: ComparedField, option: OptionText): string | null {
  const value = fields[field];
  if (value === null || value.trim() === '') return null;
  const options = OPTIONS_OF_FIELD[field];
  return options ? option(options, value) : value;
}

/** Who an attempt was about, as typed: the company's name, else surname and name. */
export function attemptSubject(fields: Fields): string {
  return fields.companyName?.trim() || [fields.surname, fields.name].filter(Boolean).join(' ');
}

/** The attempt's identifier: its tax code, else its VAT number. */
export function attemptIdentifier(fields: Fields): string {
  return fields.taxCode ?? fields.vatRegistrationNo ?? '';
}

/** The fields of each column of the attempts table that, when changed, mark its cell. */
export const COLUMN_FIELDS = {
  subject: ['name', 'surname'],
  identifier: ['taxCode', 'vatRegistrationNo'],
  address: ['address'],
} as const satisfies Record<string, readonly ComparedField[]>;

/**
 * What changed from the attempt before, one sentence per field in COMPARED_FIELDS order: 'Cognome:
 * ROMANO → ROMEO'. An empty value reads 'vuoto'.
 */
export function changeTexts(
  before: Fields | undefined,
  attempt: ChainAttempt,
  t: TFunction,
  option: OptionText,
): string[] {
  if (!before) return [];
  const empty = t('repeatedChecks.attempts.empty');
  return COMPARED_FIELDS.filter((field) => attempt.changed.includes(field)).map((field) =>
    t('repeatedChecks.attempts.change', {
      field: t(`repeatedChecks.fields.${field}`),
      from: fieldValue(before, field, option) ?? empty,
      to: fieldValue(attempt.fields, field, option) ?? empty,
    }),
  );
}

export const flagText = (flag: ChainFlag, t: TFunction) => t(`repeatedChecks.flagNames.${flag}`);
export const reviewStatusText = (status: ReviewStatus, t: TFunction) => t(`repeatedChecks.reviewStatuses.${status}`);
