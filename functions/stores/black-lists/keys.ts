import type { BlacklistKind } from '../../../shared/enums';
import { subjectPk } from '../subjects/keys';

/** Which version of a black list is active: flipped by one conditional write on publication. */
export const activeBlacklistKey = (kind: BlacklistKind) => ({ pk: `BLACKLIST#${kind}`, sk: 'ACTIVE' });

/** A subject's membership of one black-list version: a version is a Query on its partition. */
export const blacklistMemberKey = (kind: BlacklistKind, versionId: string, identifier: string) => ({
  pk: `BLACKLIST#${kind}#${versionId}`,
  sk: subjectPk(identifier),
});

/**
 * A subject's membership of one black list whatever the version: `versionIds` holds every version that
 * lists the subject (the load worker adds a version's id beside its member item). Keyed by the subject
 * alone, so a check reads it in the same BatchGet as the active pointers, before it knows which version
 * is active: a container's first check reads its settings and the subject's facts in one round trip.
 */
export const blacklistMembershipKey = (kind: BlacklistKind, identifier: string) => ({
  pk: subjectPk(identifier),
  sk: `BLACKLIST#${kind}`,
});
