import type { BlacklistKind } from '../../shared/enums';

/**
 * Keys of the items the precheck reads and writes (docs/data-model.md). Built in one place so the
 * repositories, the demo seeders and the features that maintain the items cannot disagree.
 */

/** A subject is known by each of its identifiers: a tax code (16 or 11 characters) or a VAT number. */
export const subjectPk = (identifier: string) => `SUBJECT#${identifier.toUpperCase()}`;

/** Sort keys of the per-subject items the precheck reads in one BatchGet. */
export const SUBJECT_ITEMS = {
  whiteList: 'WHITELIST',
  customer: 'CUSTOMER',
  bureau: 'BUREAU',
  risk: 'RISK',
} as const;

/** The head of the precheck configuration: a copy of the CURRENT version, the one commit point. */
export const CURRENT_CONFIGURATION_KEY = { pk: 'CONFIGURATION#PRECHECK_SAS', sk: 'CURRENT' } as const;

/** Which version of a black list is active: flipped by one conditional write on publication. */
export const activeBlacklistKey = (kind: BlacklistKind) => ({ pk: `BLACKLIST#${kind}`, sk: 'ACTIVE' });

/** A subject's membership of one black-list version. */
export const blacklistMemberKey = (kind: BlacklistKind, versionId: string, identifier: string) => ({
  pk: `BLACKLIST#${kind}#${versionId}`,
  sk: subjectPk(identifier),
});

/** Upper case, single spaces, letters and digits only: 'Via  Roma, 1' and 'VIA ROMA 1' are one address. */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** Subjects flagged at a supply address (black-listed or in arrears), for the fraud correlation. */
export const addressRiskKey = (address: { provinceCode: string; municipality: string; street: string }) => ({
  pk: `ADDRESS#${normalize(address.provinceCode)}#${normalize(address.municipality)}#${normalize(address.street)}`,
  sk: 'RISK',
});
