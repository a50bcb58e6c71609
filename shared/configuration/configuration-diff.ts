import type { ConfigurationMicroSegment, SubjectType } from '../enums';
import type { ConfigurationFile } from '../schemas/configuration';
import { CHECK_TABLES, type CheckTable } from '../validators/configuration-rules';
import { sortCheckRows } from '../validators/configuration-sort';
import { THRESHOLD_FIELDS, type ThresholdField, thresholdOf } from './check-fields';

/**
 * What changes from one configuration file to another (the diff shown before publishing), as data
 * the console words for a risk officer: check rows added and removed (a row is its subject type and
 * micro segment), each threshold and on/off switch that changed as old → new, reasons added and
 * removed, the validity days. Only content counts: a file that was merely sorted has no changes.
 */

export type CheckRow = ConfigurationFile[CheckTable][number];

export interface RowKey {
  subjectType: SubjectType;
  microSegment: ConfigurationMicroSegment;
}

export type ConfigurationChange =
  | { kind: 'rowAdded'; table: CheckTable; row: CheckRow }
  | { kind: 'rowRemoved'; table: CheckTable; row: CheckRow }
  | { kind: 'thresholdChanged'; table: CheckTable; key: RowKey; field: ThresholdField; from: number; to: number }
  | { kind: 'enabledChanged'; table: CheckTable; key: RowKey; from: boolean; to: boolean }
  | { kind: 'reasonAdded'; reason: string }
  | { kind: 'reasonRemoved'; reason: string }
  | { kind: 'validityDaysChanged'; from: number; to: number };

const keyOf = (row: RowKey): string => `${row.subjectType}/${row.microSegment}`;

/** The rows of a table by key; a key repeated (a file the rules would refuse) keeps every row in order. */
function rowsByKey(rows: readonly CheckRow[]): Map<string, CheckRow[]> {
  const byKey = new Map<string, CheckRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

function rowChanges(table: CheckTable, from: CheckRow, to: CheckRow): ConfigurationChange[] {
  const key = { subjectType: to.subjectType, microSegment: to.microSegment };
  const changes: ConfigurationChange[] = [];
  for (const field of THRESHOLD_FIELDS[table]) {
    const [before, after] = [thresholdOf(from, field), thresholdOf(to, field)];
    if (before !== after && before !== undefined && after !== undefined)
      changes.push({ kind: 'thresholdChanged', table, key, field, from: before, to: after });
  }
  if (from.enabled !== to.enabled)
    changes.push({ kind: 'enabledChanged', table, key, from: from.enabled, to: to.enabled });
  return changes;
}

/** Rows in the editor's sorted order, each key compared with the same key on the other side. */
function tableChanges(table: CheckTable, from: readonly CheckRow[], to: readonly CheckRow[]): ConfigurationChange[] {
  const [before, after] = [rowsByKey(from), rowsByKey(to)];
  const keys = new Set(sortCheckRows([...from, ...to]).map(keyOf));
  return [...keys].flatMap((key) => {
    const [old, current] = [before.get(key) ?? [], after.get(key) ?? []];
    return Array.from({ length: Math.max(old.length, current.length) }, (_, index): ConfigurationChange[] => {
      const [was, is] = [old[index], current[index]];
      if (was && is) return rowChanges(table, was, is);
      if (is) return [{ kind: 'rowAdded', table, row: is }];
      return was ? [{ kind: 'rowRemoved', table, row: was }] : [];
    }).flat();
  });
}

/** The reasons of `left` that `right` lacks, counting repeats: a reason listed twice and then once lost one. */
function missingFrom(left: readonly string[], right: readonly string[]): string[] {
  const remaining = [...right];
  return left.filter((reason) => {
    const index = remaining.indexOf(reason);
    if (index === -1) return true;
    remaining.splice(index, 1);
    return false;
  });
}

/** The changes in the order the editor's tabs show them: the three check tables, reasons, validity days. */
export function diffConfigurations(from: ConfigurationFile, to: ConfigurationFile): ConfigurationChange[] {
  const changes = CHECK_TABLES.flatMap((table) => tableChanges(table, from[table], to[table]));
  const [oldReasons, newReasons] = [from.whitelistReasonParams, to.whitelistReasonParams];
  for (const reason of missingFrom(oldReasons, newReasons)) changes.push({ kind: 'reasonRemoved', reason });
  for (const reason of missingFrom(newReasons, oldReasons)) changes.push({ kind: 'reasonAdded', reason });
  const [oldDays, newDays] = [from.whitelistValidityDaysParam, to.whitelistValidityDaysParam];
  if (oldDays !== newDays) changes.push({ kind: 'validityDaysChanged', from: oldDays, to: newDays });
  return changes;
}
