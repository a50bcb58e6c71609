import type { TFunction } from 'i18next';
import { ROLES } from '../../../../shared/roles';
import type { AuditRecordRow } from '../../../../shared/schemas/audit';
import { USER_STATUSES } from '../../../../shared/schemas/users';
import type { ConfigurationVersions, VersionState } from './record-changes';

/**
 * A record's fields and values in the console's words, where the console has words for them: a user
 * record (what the users calls tell: docs/audit.md 'The record') names its fields as the users section
 * does, its role and sign-in state by their labels; a yes or a no is a word in any record. Anything else
 * is shown as recorded.
 */

/** The fields of a user as its records keep them (functions/stores/users/directory-user.ts auditedUser). */
const USER_FIELDS = ['username', 'email', 'role', 'agencyCode', 'enabled', 'status', 'totpEnabled'] as const;
type UserField = (typeof USER_FIELDS)[number];

const isUserField = (field: string): field is UserField => (USER_FIELDS as readonly string[]).includes(field);
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** A field's name as a reader knows it: 'Ruolo' for a user's `role`; else its dotted path. */
export function fieldLabel(entityType: AuditRecordRow['entityType'], field: string, t: TFunction): string {
  return entityType === 'USER' && isUserField(field) ? t(`auditTrail.userFields.${field}`) : field;
}

/** A value in words ('Risk officer', 'Password provvisoria da cambiare', 'Sì'), or undefined when none. */
export function valueWords(
  entityType: AuditRecordRow['entityType'],
  field: string,
  value: unknown,
  t: TFunction,
): string | undefined {
  if (typeof value === 'boolean') return t(value ? 'auditTrail.detail.yes' : 'auditTrail.detail.no');
  if (entityType !== 'USER') return undefined;
  if (field === 'role' && isOneOf(ROLES, value)) return t(`roles.${value}`);
  if (field === 'status' && isOneOf(USER_STATUSES, value)) return t(`auditTrail.userStatuses.${value}`);
  return undefined;
}

/**
 * The configuration version a record acted on, in words: 'cfg-7: In aggiornamento → Attiva' (published),
 * 'cfg-8 (In aggiornamento), preparata dalla versione cfg-6' (an edit of the version in force), or the
 * one version and its status (an edit of a draft, a deletion).
 */
export function versionText({ before, after }: ConfigurationVersions, t: TFunction): string | undefined {
  const status = (state: VersionState) =>
    t(`auditTrail.configurationStatuses.${state.status}` as 'auditTrail.configurationStatuses.CURRENT', {
      defaultValue: state.status,
    });
  if (before && after && before.id !== after.id) {
    return t('auditTrail.detail.versionMade', { id: after.id, status: status(after), from: before.id });
  }
  if (before && after && before.status !== after.status) {
    return t('auditTrail.detail.versionChanged', { id: after.id, from: status(before), to: status(after) });
  }
  const only = after ?? before;
  return only && t('auditTrail.detail.versionOnly', { id: only.id, status: status(only) });
}
