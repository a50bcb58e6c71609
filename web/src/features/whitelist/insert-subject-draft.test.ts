import { describe, expect, it } from 'vitest';
import { AddToWhitelistRequestSchema } from '../../../../shared/schemas/whitelist';
import { REQUIRED_MESSAGE, TAX_CODE_MESSAGES, WHITELIST_MESSAGES } from '../../../../shared/validators/messages';
import {
  addToWhitelistBody,
  COMPANY_NAME_MAX_LENGTH,
  type DraftErrors,
  type DraftField,
  draftErrors,
  EMPTY_DRAFT,
  type InsertSubjectDraft,
  shownErrors,
} from './insert-subject-draft';

const REASONS = ['Cliente strategico', 'Altro'];
const TEXTS = { companyNameTooLong: 'too long', note: (problem: string) => `note ${problem}` };
const valid: InsertSubjectDraft = {
  taxCode: 'RSSMRA80A01H501U',
  vatRegistrationNo: '',
  companyName: 'Mario Rossi',
  reasonDescription: 'Altro',
  note: '',
};

describe('draftErrors', () => {
  it.each<[string, Partial<InsertSubjectDraft>, DraftErrors]>([
    ['a valid subject', {}, {}],
    ['a valid subject with a note of 400 characters', { note: 'n'.repeat(400) }, {}],
    [
      'the empty form (invalid, so never sent unchanged)',
      EMPTY_DRAFT,
      {
        taxCode: WHITELIST_MESSAGES.oneIdentifier,
        vatRegistrationNo: WHITELIST_MESSAGES.oneIdentifier,
        companyName: REQUIRED_MESSAGE,
        reasonDescription: REQUIRED_MESSAGE,
      },
    ],
    ['a wrong check letter', { taxCode: 'RSSMRA80A01H501X' }, { taxCode: TAX_CODE_MESSAGES.checkCharacter }],
    [
      'a company name over the bound',
      { companyName: 'x'.repeat(COMPANY_NAME_MAX_LENGTH + 1) },
      { companyName: 'too long' },
    ],
    ['a note of 401 characters', { note: 'n'.repeat(401) }, { note: 'note tooLong' }],
    ['a note with a control character', { note: 'a\u0007b' }, { note: 'note invalid' }],
    [
      'a reason the configuration does not list',
      { reasonDescription: 'Inventata' },
      { reasonDescription: WHITELIST_MESSAGES.unknownReason },
    ],
  ])('%s', (_case, change, expected) => {
    expect(draftErrors({ ...valid, ...change }, REASONS, TEXTS)).toEqual(expected);
  });
});

describe('shownErrors', () => {
  const all = draftErrors(EMPTY_DRAFT, REASONS, TEXTS);
  it.each<[string, DraftField[], DraftField[]]>([
    ['nothing touched: nothing shown', [], []],
    ['the company name touched: its problem only', ['companyName'], ['companyName']],
    ['the tax code touched: both identifiers', ['taxCode'], ['taxCode', 'vatRegistrationNo']],
    ['the VAT number touched: both identifiers', ['vatRegistrationNo'], ['taxCode', 'vatRegistrationNo']],
    [
      'every field touched (a submit attempt): every problem',
      ['taxCode', 'vatRegistrationNo', 'companyName', 'reasonDescription', 'note'],
      ['taxCode', 'vatRegistrationNo', 'companyName', 'reasonDescription'],
    ],
  ])('%s', (_case, touched, shown) => {
    expect(Object.keys(shownErrors(all, new Set(touched))).sort()).toEqual([...shown].sort());
  });
});

describe('addToWhitelistBody', () => {
  const EXPIRY = '2026-12-24T22:59:59.999Z';
  it.each<[string, Partial<InsertSubjectDraft>, Record<string, unknown>]>([
    [
      'a tax code upper-cased, no VAT number and no note as null',
      { taxCode: ' rssmra80a01h501u ', note: '  ' },
      { taxCode: 'RSSMRA80A01H501U', vatRegistrationNo: null, note: null },
    ],
    [
      'a VAT number alone, the texts trimmed',
      { taxCode: '', vatRegistrationNo: '01234567897', companyName: ' Alfa S.r.l. ', note: ' urgente ' },
      { taxCode: null, vatRegistrationNo: '01234567897', companyName: 'Alfa S.r.l.', note: 'urgente' },
    ],
  ])('%s', (_case, change, expected) => {
    const body = addToWhitelistBody({ ...valid, ...change }, EXPIRY);
    expect(body).toMatchObject({ ...expected, expiringDate: EXPIRY, reasonDescription: 'Altro' });
    // What the form sends, the server's schema takes.
    expect(AddToWhitelistRequestSchema.safeParse(body).success).toBe(true);
  });
});
