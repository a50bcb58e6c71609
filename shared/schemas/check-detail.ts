import { z } from 'zod';
import { DecisionExplanationSchema } from '../decision/explanation-schema';
import { DecisionSnapshotSchema } from '../decision/snapshot';
import { BLACKLIST_STATUSES, CONFIGURATION_STATUSES, TRAFFIC_LIGHTS } from '../enums';
import type { RequestLogRow } from '../request-log/row';
import { BACKTEST_KINDS } from './backtest';
import { CheckChainSchema } from './monitoring';
import { DecisionExplanationPayloadSchema } from './precheck';
import { singleLineText } from './text';

/**
 * A check of the request log opened on its own page: the row, its outcome and why, the
 * versions it was decided with by name and date, and the facts it read where a snapshot exists.
 */

export const CheckDetailParamsSchema = z.object({
  idRequest: z.string().regex(/^[1-9]\d{0,11}$/, 'Identificativo richiesta non valido'),
});

/** Optionally the draft of a back-test, whose outcome is shown beside the recorded one (ADMIN only). */
export const CheckDetailQuerySchema = z
  .object({ kind: z.enum(BACKTEST_KINDS).optional(), id: singleLineText().min(1).max(64).optional() })
  .refine((query) => (query.kind === undefined) === (query.id === undefined), {
    message: 'Indicare insieme tipo e identificativo della versione',
    path: ['id'],
  });

/** A configuration version named as a person reads it: its validity and who published it, with its note. */
export const ConfigurationVersionNameSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  status: z.enum(CONFIGURATION_STATUSES),
  validityStartDate: z.string().nullable(),
  validityEndDate: z.string().nullable(),
  publicationUser: z.string().nullable(),
  note: z.string().nullable(),
});
export type ConfigurationVersionName = z.infer<typeof ConfigurationVersionNameSchema>;

/** A black-list version by its file's name and its validity. */
export const BlacklistVersionNameSchema = z.object({
  id: z.string(),
  filename: z.string(),
  status: z.enum(BLACKLIST_STATUSES),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type BlacklistVersionName = z.infer<typeof BlacklistVersionNameSchema>;

const OutcomeSchema = z.object({
  trafficLight: z.enum(TRAFFIC_LIGHTS),
  code: z.string(),
  explanation: DecisionExplanationSchema,
});

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

export const CheckDetailResponseSchema = z.object({
  /** The row as the dossier list shows it (the agency named from the mapping). */
  row: z.custom<RequestLogRow>(isRecord).meta({ type: 'object', description: 'The request-log row.' }),
  /** The explanation recorded with the check; null for checks recorded without one. */
  explanation: DecisionExplanationPayloadSchema.nullable(),
  /** The snapshot replayed with the recorded configuration: the explanation again, and whether it reproduces. */
  replay: OutcomeSchema.extend({ reproduced: z.boolean() }).nullable(),
  snapshot: DecisionSnapshotSchema.nullable(),
  versions: z.object({
    configuration: ConfigurationVersionNameSchema.nullable(),
    blacklists: z.object({
      RADIATI: BlacklistVersionNameSchema.nullable(),
      CEDUTI: BlacklistVersionNameSchema.nullable(),
    }),
  }),
  /**
   * For a back-test's changed check: the same facts decided under the configuration in force and under
   * the draft asked for, side by side; null when none was asked or the check has no snapshot.
   */
  comparison: z
    .object({
      current: OutcomeSchema.extend({ configuration: ConfigurationVersionNameSchema }),
      draft: OutcomeSchema.extend({
        kind: z.enum(BACKTEST_KINDS),
        configuration: ConfigurationVersionNameSchema.nullable(),
        blacklist: BlacklistVersionNameSchema.nullable(),
      }),
    })
    .nullable(),
  /** The chain of repeated checks the check belongs to, only its attempts of the caller's markets; null when alone. */
  chain: CheckChainSchema.nullable().optional(),
});
export type CheckDetail = z.infer<typeof CheckDetailResponseSchema>;
