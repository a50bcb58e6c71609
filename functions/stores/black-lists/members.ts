import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import JSZip from 'jszip';
import { csvRecords } from '../../../shared/enrichment/input-csv';
import type { BlacklistKind } from '../../../shared/enums';
import { documentClient, s3 } from '../../commons/clients';
import { uploadZippedCsv } from '../../commons/csv/zipped-csv';
import { batchDelete, batchPut } from '../../commons/dynamo/batch-put';
import { bucketName, tableName } from '../../commons/env';
import { blacklistDownloadName, blacklistMemberKey, blacklistMembersObjectKey } from './keys';

/**
 * A load's members (docs/data-model.md): one item per identifier on the data table, which is what a
 * check reads, and the members file in the black-lists bucket, which is what a download answers, what the
 * next load compares itself with and what a purge deletes by.
 */

/** One loaded row: its identifiers validated and normalised (uppercase, no spaces); at least one is set. */
export interface BlacklistRow {
  taxCode: string | null;
  vatNumber: string | null;
}

/** The members file's header. */
export const MEMBERS_HEADER = ['codiceFiscale', 'partitaIva'] as const;

/**
 * BatchWrite calls in flight while members are written or deleted: 50,000 rows are up to 100,000 items,
 * 4,000 calls, so a load waits on the table rather than on each round trip.
 */
export const MEMBER_WRITE_CONCURRENCY = 16;

/** A row's identifiers, the same one once when the tax code is the VAT number (a company's 11 digits). */
export const rowIdentifiers = (row: BlacklistRow): string[] =>
  [...new Set([row.taxCode, row.vatNumber])].filter((id): id is string => Boolean(id));

/**
 * What tells two rows apart (a load counts a row once, a new load compares by it): the identifiers it
 * names, whichever column holds them. A company's 11 digits are one subject whether written as its tax
 * code, as its VAT number or in both columns: one record, one line of the members file.
 */
export const rowKey = (row: BlacklistRow) => rowIdentifiers(row).sort().join(';');

/**
 * The member items of a load: one per distinct identifier (one BatchWrite refuses two items with one
 * key, and two rows may share an identifier), holding the identifiers of the first row naming it so an
 * item read alone says which row listed it.
 */
export function memberItems(
  kind: BlacklistKind,
  membersId: string,
  rows: readonly BlacklistRow[],
): Record<string, unknown>[] {
  const items = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    for (const identifier of rowIdentifiers(row)) {
      const key = blacklistMemberKey(kind, membersId, identifier);
      if (items.has(key.pk)) continue;
      items.set(key.pk, {
        ...key,
        ...(row.taxCode && { taxCode: row.taxCode }),
        ...(row.vatNumber && { vatRegistrationNo: row.vatNumber }),
      });
    }
  }
  return [...items.values()];
}

const memberKeys = (kind: BlacklistKind, membersId: string, rows: readonly BlacklistRow[]) =>
  memberItems(kind, membersId, rows).map(({ pk, sk }) => ({ pk, sk }));

async function* cellsOf(rows: readonly BlacklistRow[]): AsyncGenerator<readonly unknown[]> {
  for (const row of rows) yield [row.taxCode, row.vatNumber];
}

const objectOf = (kind: BlacklistKind, membersId: string) => ({
  Bucket: bucketName('blacklists'),
  Key: blacklistMembersObjectKey(kind, membersId),
});

/**
 * Writes a load's members: the file first, then the items (plain Puts, idempotent under a redelivered
 * load). In that order every item written is listed by a file, so a purge finds all of it even after a
 * load that stopped halfway.
 */
export async function writeMembers(kind: BlacklistKind, membersId: string, rows: readonly BlacklistRow[]) {
  const { Bucket, Key } = objectOf(kind, membersId);
  await uploadZippedCsv({
    bucket: Bucket,
    key: Key,
    entryName: `${blacklistDownloadName(kind, membersId)}.csv`,
    separator: ';',
    header: MEMBERS_HEADER,
    rows: cellsOf(rows),
  });
  await batchPut(documentClient, tableName('data'), memberItems(kind, membersId, rows), MEMBER_WRITE_CONCURRENCY);
}

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as Error).name);

/** The rows of a members file as writeMembers wrote them; null when there is no file. */
export async function readMembers(kind: BlacklistKind, membersId: string): Promise<BlacklistRow[] | null> {
  let bytes: Uint8Array;
  try {
    const { Body } = await s3.send(new GetObjectCommand(objectOf(kind, membersId)));
    if (!Body) return null;
    bytes = await Body.transformToByteArray();
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  return membersFromZip(bytes);
}

/** The rows of a members zip: its one CSV, BOM and header left out, empty cells null. */
export async function membersFromZip(bytes: Uint8Array): Promise<BlacklistRow[]> {
  const zip = await JSZip.loadAsync(bytes);
  const entry = Object.values(zip.files).find((file) => !file.dir);
  if (!entry) throw new Error('A members file without its CSV');
  const text = (await entry.async('string')).replace(/^\uFEFF/, '');
  const rows: BlacklistRow[] = [];
  let header = true;
  for (const { cells } of csvRecords(text, ';')) {
    if (header) {
      header = false;
      continue;
    }
    rows.push({ taxCode: cells[0] || null, vatNumber: cells[1] || null });
  }
  return rows;
}

/**
 * Deletes a load's members: the items the file lists, then the file, so a purge stopped halfway runs
 * again from the file. Without a file there is nothing to do: purged already, or a load that stopped
 * before writing anything (writeMembers writes the file before any item). A load whose version was
 * deleted while it ran passes the rows it wrote: the purge queued by the deletion may have run
 * meanwhile and deleted the file before the load's last items were written.
 */
export async function purgeMembers(
  kind: BlacklistKind,
  membersId: string,
  written?: readonly BlacklistRow[],
): Promise<void> {
  const rows = written ?? (await readMembers(kind, membersId));
  if (!rows) return;
  await batchDelete(documentClient, tableName('data'), memberKeys(kind, membersId, rows), MEMBER_WRITE_CONCURRENCY);
  await s3.send(new DeleteObjectCommand(objectOf(kind, membersId)));
}
