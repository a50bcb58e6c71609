import type { BlacklistKind } from '../../../shared/enums';
import { subjectPk } from '../subjects/keys';

/** Which version of a black list is active: flipped by one conditional write on publication. */
export const activeBlacklistKey = (kind: BlacklistKind) => ({ pk: `BLACKLIST#${kind}`, sk: 'ACTIVE' });

/** A subject's membership of one black-list version: a version is a Query on its partition. */
export const blacklistMemberKey = (kind: BlacklistKind, versionId: string, identifier: string) => ({
  pk: `BLACKLIST#${kind}#${versionId}`,
  sk: subjectPk(identifier),
});
