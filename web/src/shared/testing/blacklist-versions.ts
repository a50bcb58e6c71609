import type { BlacklistStatus } from '../../../../shared/enums';
import type { BlacklistVersion } from '../../../../shared/schemas/blacklist';

/** A black-list version for tests: loaded by mario.rossi, with the given status and fields. */
export function blacklistVersion(status: BlacklistStatus, overrides: Partial<BlacklistVersion> = {}): BlacklistVersion {
  const id = overrides.id ?? `bl-${status.toLowerCase()}`;
  return {
    id,
    kind: 'RADIATI',
    filename: `radiati_${status.toLowerCase()}`,
    statusUpdateDate: '2026-03-05T09:30:00.000Z',
    loadedRecords: 1234,
    discardedRecords: 2,
    status,
    note: null,
    userId: 'mario.rossi',
    version: 2,
    updatedBy: 'mario.rossi',
    updatedAt: '2026-03-05T09:30:00.000Z',
    publicationUser: null,
    validFrom: null,
    validTo: null,
    parentId: null,
    membersId: id,
    changes: null,
    failure: null,
    downloadName: `RADIATI_${id}`,
    ...overrides,
  };
}
