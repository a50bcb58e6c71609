import { type AddToWhitelistRequest, AddToWhitelistRequestSchema } from '../../../../shared/schemas/whitelist';
import {
  insertIdentifiers,
  type WhitelistInsertValues,
  whitelistInsertErrors,
} from '../../../../shared/whitelist/whitelist-insert';
import { type NoteProblem, noteProblem } from '../../shared/wizard/operation-note';

/**
 * The InsertSubject form (spec section 5 'White list insert') as typed: the rules are the server's own
 * (shared/whitelist/whitelist-insert.ts), the note and the company name bounded as the call is.
 */
export interface InsertSubjectDraft extends WhitelistInsertValues {
  /** Optional. */
  note: string;
}
export type DraftField = keyof InsertSubjectDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: InsertSubjectDraft = {
  taxCode: '',
  vatRegistrationNo: '',
  companyName: '',
  reasonDescription: '',
  note: '',
};

export const COMPANY_NAME_MAX_LENGTH = AddToWhitelistRequestSchema.shape.companyName.maxLength ?? 0;

/** Texts of the bounds the spec does not word (the spec's own messages are shown as they are). */
export interface DraftTexts {
  companyNameTooLong: string;
  note: (problem: Exclude<NoteProblem, 'required'>) => string;
}

/**
 * Each field's problem: the spec's messages verbatim (both identifiers missing marks both), a company
 * name or a note over what the call takes. An untouched form has no identifier and no company name,
 * so 'disabled while unchanged' needs no rule of its own: it is invalid.
 */
export function draftErrors(draft: InsertSubjectDraft, reasons: readonly string[], texts: DraftTexts): DraftErrors {
  const errors: DraftErrors = whitelistInsertErrors(draft, reasons);
  if (!errors.companyName && draft.companyName.trim().length > COMPANY_NAME_MAX_LENGTH) {
    errors.companyName = texts.companyNameTooLong;
  }
  const note = noteProblem(draft.note);
  if (note && note !== 'required') errors.note = texts.note(note);
  return errors;
}

/** The identifiers share one rule (one of them is needed): touching either shows both. */
const IDENTIFIERS: readonly DraftField[] = ['taxCode', 'vatRegistrationNo'];

/** The problems of the fields the user has been through; the others wait until they are. */
export function shownErrors(errors: DraftErrors, touched: ReadonlySet<DraftField>): DraftErrors {
  const identifiersTouched = IDENTIFIERS.some((field) => touched.has(field));
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) =>
        touched.has(field as DraftField) || (identifiersTouched && IDENTIFIERS.includes(field as DraftField)),
    ),
  );
}

/**
 * The addToWhitelist body: tax code upper-cased and blanks as null (insertIdentifiers), texts trimmed, no
 * note as null. `expiringDate` is the one shown; the server computes its own and never reads it.
 */
export function addToWhitelistBody(draft: InsertSubjectDraft, expiringDate: string): AddToWhitelistRequest {
  return {
    ...insertIdentifiers(draft),
    companyName: draft.companyName.trim(),
    reasonDescription: draft.reasonDescription,
    note: draft.note.trim() || null,
    expiringDate,
  };
}
