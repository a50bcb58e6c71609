import type { RefusalCode } from '../../../../../../shared/refusals';

/**
 * The server's refusals in English, by code (shared/refusals.ts holds their status and Italian text).
 * Typed by the registry: a code without its English text does not compile.
 */
export const refusals: Record<RefusalCode, string> = {
  CONFIGURATION_NOT_FOUND: 'Configuration not found.',
  CONFIGURATION_STALE: 'The configuration was changed by another user in the meantime: reload and try again.',
  CONFIGURATION_NOT_EDITABLE: 'An archived configuration is not edited: restore it, then edit it.',
  CONFIGURATION_NOT_PUBLISHABLE: 'Only a configuration being updated is published.',
  CONFIGURATION_NOT_RESTORABLE: 'Only an archived configuration is restored.',
  CONFIGURATION_NOT_DELETABLE: 'Only a configuration being updated is deleted.',
  CONFIGURATION_FOUR_EYES_REQUIRED:
    'Publishing needs a second administrator: this configuration holds changes of yours. Ask another administrator to publish it.',
  CONFIGURATION_ALREADY_PREPARED:
    'A configuration is already being updated: edit that one, or delete it before starting from the active one.',
  NOTHING_CHANGED: 'No change: the configuration sent is the same as the one saved.',
  BLACKLIST_NOT_FOUND: 'List not found.',
  BLACKLIST_STALE: 'The list was changed by another user in the meantime: reload and try again.',
  BLACKLIST_NOT_PUBLISHABLE: 'Only a loaded list being updated can be published.',
  BLACKLIST_NOT_RESTORABLE: 'Only an archived list can be restored.',
  BLACKLIST_NOT_DELETABLE: 'Only a list being updated that was loaded or discarded can be deleted.',
  BLACKLIST_FOUR_EYES_REQUIRED:
    'Publishing needs a second administrator: you uploaded this list. Ask another administrator to publish it.',
  BLACKLIST_ALREADY_PREPARED: 'A list is already being updated: publish or delete it before uploading another.',
  CONFIGURATION_NOT_A_DRAFT: 'Only a configuration being prepared is back-tested: this one is in force or archived.',
  BLACKLIST_NOT_A_DRAFT: 'Only a list version loaded and not yet published (READY) is back-tested.',
  NO_CURRENT_CONFIGURATION: 'No configuration in force to compare with.',
  BLACKLIST_VERSION_NOT_FOUND: 'List version not found.',
  ALREADY_EXEMPT:
    'The subject is already in the white list and not revoked: revoke the existing entry before inserting it again.',
  WHITELIST_ENTRY_NOT_FOUND: 'Subject not found in the white list.',
  ALREADY_REVOKED: 'The subject is already revoked: a revocation cannot be undone.',
  AGENCY_CODE_TAKEN: 'This agency code already exists: edit the existing agency or choose another code.',
  AGENCY_NOT_FOUND: 'Agency not found: another user may have deleted it.',
  USER_NOT_FOUND: 'User not found: it may have been deleted.',
  USERNAME_TAKEN: 'Username already in use: choose another username.',
  UNKNOWN_AGENCY: 'Agency code not in the agency mapping.',
  OWN_ROLE_CHANGE: 'An administrator cannot change their own role: another administrator does.',
  OWN_DISABLE: 'An administrator cannot disable themselves: another administrator does.',
  OWN_ENABLE: 'An administrator cannot enable themselves: another administrator does.',
  OWN_PASSWORD_RESET:
    'An administrator cannot reset their own password here: another administrator does, or «Forgot your password?» at sign-in.',
  OWN_TOTP_OFF:
    'An administrator cannot turn their own two-step verification off here: they do it from the user menu, or another administrator does.',
  LAST_ADMINISTRATOR: 'At least one enabled administrator must remain: appoint another before this change.',
  ADMIN_CHANGE_IN_PROGRESS: 'Another change to the administrators is in progress: try again in a few seconds.',
  USER_CHANGE_IN_PROGRESS: 'Another change to this user is in progress: try again in a few seconds.',
  SAME_ROLE: 'The user already has this role and this agency.',
  ALREADY_ENABLED: 'The user is already enabled.',
  ALREADY_DISABLED: 'The user is already disabled.',
  TOTP_ALREADY_OFF: 'This user’s two-step verification is not on.',
  USER_DIRECTORY_BUSY: 'The user service is busy: try again.',
  CHECK_NOT_FOUND: 'Check not found.',
  CHECK_VERSION_NOT_FOUND: 'Version not found.',
  PROVINCE_NOT_FOUND: 'Province not found.',
  FILE_NOT_READY: 'The file is not available yet.',
  CHAIN_NOT_FOUND: 'Chain of checks not found.',
  CHAIN_STALE: 'The chain changed since it was opened (a new attempt or another review): reload and try again.',
};
