import { isPayloadDigest } from '../../../../shared/audit/payload-digest';
import { romeDay } from '../../../../shared/italian-time';
import type { AuditRecordRow } from '../../../../shared/schemas/audit';
import type { ConfigurationFile } from '../../../../shared/schemas/configuration';

/**
 * What a record's before and after say, for the detail (docs/audit.md 'The record'): the configuration's
 * files when the record is about one (the console words those changes as the publish confirmation
 * does), otherwise every field that differs, path by path. A digest (`{ sha256, bytes }`, what a record
 * keeps of an uploaded file or of a large value) is one value, shown as such.
 */

export interface FieldChange {
  /** Where in the entity, dotted: `version.status`, `name`, `changes.added`. */
  field: string;
  before: unknown;
  after: unknown;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves of a value by dotted path: objects are walked, arrays and digests are values of their own. */
function leaves(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (isObject(value) && !isPayloadDigest(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, into);
  } else if (path) {
    into.set(path, value ?? null);
  }
  return into;
}

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** Every field whose value differs between before and after, in the order they first appear. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = leaves(before, '', new Map());
  const is = leaves(after, '', new Map());
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  return fields
    .map((field) => ({ field, before: was.get(field) ?? null, after: is.get(field) ?? null }))
    .filter((change) => !same(change.before, change.after));
}

const fileOf = (side: unknown): ConfigurationFile | undefined => {
  const version = isObject(side) ? side.version : undefined;
  const file = isObject(version) ? version.configurationFile : undefined;
  return isObject(file) && Array.isArray(file.whiteListChecks) ? (file as unknown as ConfigurationFile) : undefined;
};

/**
 * The two configuration files a configuration record holds: the version acted on before and after. A
 * publication or a restore also names the version it replaced (`before.current`): the change in force is
 * from that one to the new one. Undefined when either side has no whole file (a digest, a refusal).
 */
export function configurationFiles(
  record: AuditRecordRow,
): { from: ConfigurationFile; to: ConfigurationFile } | undefined {
  if (record.entityType !== 'CONFIGURATION') return undefined;
  const replaced =
    isObject(record.before) && isObject(record.before.current) ? { version: record.before.current } : undefined;
  const from = fileOf(replaced) ?? fileOf(record.before);
  const to = fileOf(record.after);
  return from && to ? { from, to } : undefined;
}

/** A configuration version as a record names it: its id and its status then. */
export interface VersionState {
  id: string;
  status: string;
}

/** The version acted on before and after, and the one in force it replaced (configurationVersions). */
export interface ConfigurationVersions {
  before?: VersionState;
  after?: VersionState;
  replaced?: string;
}

const versionOf = (side: unknown, slot: string): VersionState | undefined => {
  const version = isObject(side) ? side[slot] : undefined;
  return isObject(version) && typeof version.id === 'string' && typeof version.status === 'string'
    ? { id: version.id, status: version.status }
    : undefined;
};

/**
 * Which configuration version a record acted on, before and after (a draft published: the same id,
 * UPDATING then CURRENT; an edit of the version in force: a new draft from it), and the version in force
 * it replaced, if it replaced one. Undefined for another entity, or a record with no version (a refusal).
 */
export function configurationVersions(record: AuditRecordRow): ConfigurationVersions | undefined {
  if (record.entityType !== 'CONFIGURATION') return undefined;
  const before = versionOf(record.before, 'version');
  const after = versionOf(record.after, 'version');
  if (!before && !after) return undefined;
  const replaced = versionOf(record.before, 'current')?.id;
  return { ...(before && { before }), ...(after && { after }), ...(replaced && { replaced }) };
}

/** The publications whose effect is a set of checks: what a record put in force, if it put something. */
const VERSION_IN_FORCE: Partial<Record<string, (after: Json) => unknown>> = {
  publishUpdatingConfiguration: (after) => after.version,
  publishArchivedConfiguration: (after) => after.version,
  publishBlacklist: (after) => after.version,
  recoverBlacklist: (after) => after.version,
  blacklistSwitch: (after) => after.current,
};

export const DOSSIER_LIST_PATH = '/admin/dossierList';

/**
 * From a publication's record to its effect: the request log filtered to the checks decided with the
 * version it put in force, from the day it came into force (the filter reads full rows, so the range is
 * kept to the version's own days) to today. Undefined for any other record, or a refused one.
 */
export function checksLink(record: AuditRecordRow, today: string): { href: string; version: string } | undefined {
  const pick = VERSION_IN_FORCE[record.route];
  if (!pick || record.outcome !== 'SUCCEEDED' || !isObject(record.after)) return undefined;
  const version = pick(record.after);
  if (!isObject(version) || typeof version.id !== 'string') return undefined;
  const from = [version.validityStartDate, version.validFrom].find((date): date is string => typeof date === 'string');
  // A black list published today takes effect at midnight: its checks start tomorrow, after today.
  const start = from ? romeDay(from) : today;
  const startDate = start < today ? start : today;
  const filter = record.entityType === 'CONFIGURATION' ? 'configurationId' : 'blacklistVersion';
  const query = new URLSearchParams({ [filter]: version.id, dateRange: `${startDate}..${today}` });
  return { href: `${DOSSIER_LIST_PATH}?${query}`, version: version.id };
}
