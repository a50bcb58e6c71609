import { type ConfigurationFile, ConfigurationFileSchema } from '../schemas/configuration';
import {
  CHECK_TABLES,
  type ConfigurationFileDraft,
  type ConfigurationIssue,
  type DraftValue,
  numberOf,
  validateConfigurationFile,
} from '../validators/configuration-rules';
import { THRESHOLD_FIELDS } from './check-fields';

/**
 * An edited draft read as the file an update sends: every rule of spec section 5 first, then the
 * numbers typed as text become numbers (a decimal comma too), reasons lose the spaces around them,
 * and the result must still fit the wire schema (row and text bounds the rules do not name).
 */
export type DraftReading =
  | { valid: true; file: ConfigurationFile }
  | { valid: false; refusedBy: 'rules' | 'schema'; issues: ConfigurationIssue[] };

function withNumbers(row: object, fields: readonly string[]): object {
  const parsed: Record<string, unknown> = { ...row };
  for (const field of fields) parsed[field] = numberOf(parsed[field] as DraftValue);
  return parsed;
}

export function readConfigurationDraft(draft: ConfigurationFileDraft): DraftReading {
  const issues = validateConfigurationFile(draft);
  if (issues.length > 0) return { valid: false, refusedBy: 'rules', issues };
  const candidate: Record<string, unknown> = {
    whitelistReasonParams: draft.whitelistReasonParams.map((reason) => reason?.trim()),
    whitelistValidityDaysParam: numberOf(draft.whitelistValidityDaysParam),
  };
  for (const table of CHECK_TABLES)
    candidate[table] = (draft[table] as readonly object[]).map((row) => withNumbers(row, THRESHOLD_FIELDS[table]));
  const parsed = ConfigurationFileSchema.safeParse(candidate);
  if (parsed.success) return { valid: true, file: parsed.data };
  return {
    valid: false,
    refusedBy: 'schema',
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
      message: issue.message,
    })),
  };
}
