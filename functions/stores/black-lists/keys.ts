import type { BlacklistKind } from '../../../shared/enums';
import { versionedKeys } from '../../commons/versioned/versioned-keys';
import { subjectPk } from '../subjects/keys';

/** One black list on the versioned-entity rail (docs/data-model.md): its head, archived versions and history. */
export const blacklistKeys = (kind: BlacklistKind) => versionedKeys(`BLACKLIST#${kind}`);

/**
 * A subject listed by one load of a black list, under each of its identifiers. Keyed by the load
 * (`membersId`) rather than by version, so a restored version (a copy) lists the same members without
 * writing them again; a check reads it once it knows which load is in force. Written by BatchWrite
 * alone (a plain Put per identifier, idempotent under redelivery).
 */
export const blacklistMemberKey = (kind: BlacklistKind, membersId: string, identifier: string) => ({
  pk: subjectPk(identifier),
  sk: `BLACKLIST#${kind}#${membersId}`,
});

/**
 * A load's members as a zipped CSV in the black-lists bucket: what a download answers, what the next load
 * compares itself with (added, removed, unchanged) and what a purge deletes by.
 */
export const blacklistMembersObjectKey = (kind: BlacklistKind, membersId: string) =>
  `blacklists/${kind}/${membersId}.zip`;

/** The file name a version is downloaded as (downloadFileUrl, exportType BLACKLIST), and back. */
export const blacklistDownloadName = (kind: BlacklistKind, id: string) => `BlackList_${kind}_${id}`;
const DOWNLOAD_NAME = /^BlackList_(RADIATI|CEDUTI)_([0-9]{8}-[0-9]{6}-[0-9a-f]{8})$/;
export function parseBlacklistDownloadName(name: string): { kind: BlacklistKind; id: string } | undefined {
  const match = DOWNLOAD_NAME.exec(name);
  return match ? { kind: match[1] as BlacklistKind, id: match[2] as string } : undefined;
}
