import { readConfigurationDraft } from '../../../../../shared/configuration/configuration-draft';
import type { ConfigurationFile } from '../../../../../shared/schemas/configuration';
import {
  type ConfigurationFileDraft,
  type ConfigurationIssue,
  validateConfigurationTables,
} from '../../../../../shared/validators/configuration-rules';
import { FILE_PARTS, type FilePart } from './configuration-edit-buffer';

/**
 * What pressing 'Aggiorna' leads to (spec section 4: validated first, then confirmed): the file to
 * confirm, or what to show. The rules' row and field messages are shown at their fields; the table
 * messages (defaults, duplicates, no reason) go to the alert that closes after 3 seconds, and so does
 * anything the wire schema refuses once the rules are met. `firstPart` is the tab to bring forward.
 */
export type UpdateCheck =
  | { valid: true; file: ConfigurationFile }
  | { valid: false; alert: ConfigurationIssue[]; firstPart: FilePart | undefined };

export function checkUpdate(draft: ConfigurationFileDraft): UpdateCheck {
  const reading = readConfigurationDraft(draft);
  if (reading.valid) return reading;
  const parts = new Set(reading.issues.map((issue) => issue.path[0]));
  return {
    valid: false,
    alert: reading.refusedBy === 'rules' ? validateConfigurationTables(draft) : reading.issues,
    firstPart: FILE_PARTS.find((part) => parts.has(part)),
  };
}
