import { z } from 'zod';
import { type WhitelistInsertField, whitelistInsertErrors } from '../whitelist/whitelist-insert';
import { FiltersSchema } from './filters';
import { listPageRequest, PageCursorSchema } from './lists';
import { multiLineText, singleLineText } from './text';

/** An entry's id: `WL-<Italian day of insertion, YYYYMMDD>-<6 letters or digits>`, readable and unguessable enough. */
export const WHITELIST_ID_PATTERN = /^WL-\d{8}-[0-9A-Z]{6}$/;

/** One white-list entry (spec section 3 'White list subject'); dates are ISO instants. */
export const WhitelistSubjectSchema = z.object({
  id: z.string(),
  taxCode: z.string().nullable(),
  vatRegistrationNo: z.string().nullable(),
  companyName: z.string(),
  reasonDescription: z.string(),
  creationDate: z.string(),
  expiringDate: z.string(),
  revocationDate: z.string().nullable(),
  requestDate: z.string().nullable(),
  siebelRequestCode: z.string().nullable(),
  idRequest: z.number().nullable(),
  note: z.string().nullable(),
  creationUser: z.string(),
  revocationUser: z.string().nullable(),
});
export type WhitelistSubject = z.infer<typeof WhitelistSubjectSchema>;

/**
 * The white list's filters (spec section 3): a subject's tax code or VAT number, a part of the company
 * name (case and accents ignored), active entries only, the insertion range 'Data inserimento' (absent:
 * the last month, as the screen's default; with active only, every active entry). Strict: a filter the list does not know is a 400.
 */
export const WhitelistFiltersSchema = FiltersSchema.pick({
  vatNumber: true,
  companyName: true,
  onlyActiveSubjects: true,
  dateRange: true,
}).strict();
export type WhitelistFilters = z.infer<typeof WhitelistFiltersSchema>;

export const WhitelistListRequestSchema = listPageRequest(WhitelistFiltersSchema.default({}));
/** The spec names the server-side list field `whitelists`; `cursor` while more rows may follow. */
export const WhitelistListResponseSchema = z.object({
  whitelists: z.array(WhitelistSubjectSchema),
  total: z.number().int(),
  cursor: PageCursorSchema.optional(),
});

/** A blank identifier is no identifier (spec: empty values are sent as null). */
const optionalIdentifier = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    singleLineText().max(max).nullish(),
  );

/**
 * POST addToWhitelist. `expiringDate` is accepted because the spec's call sends it, and never read: the
 * server computes the expiry from the CURRENT configuration (a client cannot extend it). Fields the
 * call does not name (a creation date…) are dropped. The rules are the wizard's (whitelist-insert.ts);
 * the reason's membership in the configuration's reasons is checked by the handler, which reads it.
 */
export const AddToWhitelistRequestSchema = z
  .object({
    // Bounded generously: a wrong length is the validators' to tell, with the spec's texts.
    taxCode: optionalIdentifier(64),
    vatRegistrationNo: optionalIdentifier(64),
    companyName: singleLineText().max(200),
    note: multiLineText(400).nullish(),
    expiringDate: singleLineText().max(64).nullish(),
    reasonDescription: singleLineText().max(200),
  })
  .superRefine((request, ctx) => {
    const errors = whitelistInsertErrors({
      taxCode: request.taxCode ?? '',
      vatRegistrationNo: request.vatRegistrationNo ?? '',
      companyName: request.companyName,
      reasonDescription: request.reasonDescription,
    });
    for (const [field, message] of Object.entries(errors) as [WhitelistInsertField, string][]) {
      ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  });
export type AddToWhitelistRequest = z.infer<typeof AddToWhitelistRequestSchema>;

export const RevokeWhitelistParamsSchema = z.object({ id: singleLineText().min(1).max(64) });

/** The insert form's defaults, from the CURRENT configuration. */
export const WhitelistConfigurationResponseSchema = z.object({
  data: z.object({ whitelistReasonParams: z.array(z.string()), whitelistValidityDaysParam: z.number().int() }),
});
