import type { BlacklistReplacement } from '../../../shared/decision/snapshot';
import type { BlacklistKind } from '../../../shared/enums';
import type { BlacklistVersion } from '../../../shared/schemas/blacklist';
import { documentClient } from '../../commons/clients';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { tableName } from '../../commons/env';
import { blacklistMemberKey } from '../black-lists/keys';
import { readMembers, rowIdentifiers } from '../black-lists/members';

/**
 * A black-list version put in place of the recorded one (shared/decision/snapshot.ts): whom it lists.
 * A back-test asks about tens of thousands of subjects, so it reads the version's members file once (at
 * most 50,000 rows); a single check's detail asks about a few identifiers, so it reads their member items.
 */

/** Every member of the version, from its members file. */
export async function replacementOfVersion(version: BlacklistVersion): Promise<BlacklistReplacement> {
  const rows = (await readMembers(version.kind, version.membersId)) ?? [];
  const listed = new Set(rows.flatMap(rowIdentifiers));
  return { kind: version.kind, versionId: version.id, isListed: (id) => listed.has(id.toUpperCase()) };
}

/** Whether the version lists each of `identifiers` (a check's subject and the others at its address). */
export async function replacementFor(
  version: Pick<BlacklistVersion, 'id' | 'membersId'> & { kind: BlacklistKind },
  identifiers: readonly string[],
): Promise<BlacklistReplacement> {
  const ids = [...new Set(identifiers.map((id) => id.toUpperCase()))];
  const keys = ids.map((id) => blacklistMemberKey(version.kind, version.membersId, id));
  const found = keys.length ? await batchGet(documentClient, tableName('data'), keys) : new Map();
  const listed = new Set(ids.filter((_id, index) => found.has(keyId(keys[index] as { pk: string; sk: string }))));
  return { kind: version.kind, versionId: version.id, isListed: (id) => listed.has(id.toUpperCase()) };
}
