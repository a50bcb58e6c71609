import { DeleteCommand, type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Agency, AgencyFilters } from '../../../shared/schemas/agency';
import { documentClient } from '../../commons/clients';
import { unlessRefused } from '../../commons/dynamo/conditional-write';
import { type ListPageRequest, listPage } from '../../commons/dynamo/list-page';
import { pageReader } from '../../commons/dynamo/page-reader';
import type { ReadStats } from '../../commons/dynamo/read-stats';
import { tableName } from '../../commons/env';
import {
  type AgencyChange,
  agencyOf,
  newAgencyItem,
  renameUpdate,
  type StoredAgency,
  storedAgencyOf,
} from './agency-item';
import { type AgencyNames, agencyCodesOf, type WithAgency, withAgencyNames } from './agency-names';
import { agencyQuery } from './agency-query';
import { agencyKey } from './keys';

/**
 * The agency mapping in the data table (docs/data-model.md 'Agency mapping'). Each change is one
 * conditional write on the agency's item, so two administrators racing on a code get one success and
 * one 409 or 404, never a lost write; the list pages on the list rail (listPage, pageReader).
 * Reads add to `stats` when given (the request log counts the names it reads per page).
 */
export function agencyStore(client: DynamoDBDocumentClient, table: string, stats?: ReadStats) {
  const reader = pageReader(client, table, stats);

  /** The names of the given codes, in one BatchGet of the distinct codes (a page's rows have a few). */
  async function names(codes: readonly string[]): Promise<AgencyNames> {
    const items = codes.length > 0 ? await reader.items([...new Set(codes)].map(agencyKey)) : [];
    return new Map(items.map((item) => [String(item.code), String(item.name)]));
  }

  return {
    /** The new agency, or undefined when its code exists (nothing written). */
    async create(agency: Agency, change: AgencyChange): Promise<StoredAgency | undefined> {
      const Item = newAgencyItem(agency, change);
      const written = await unlessRefused(
        client.send(new PutCommand({ TableName: table, Item, ConditionExpression: 'attribute_not_exists(pk)' })),
      );
      return written && storedAgencyOf(Item);
    },

    /**
     * The agency before and after its new name, or undefined when the code has none (nothing written).
     * The write answers the item as it was (ALL_OLD) and the rename is applied to it: one round trip
     * gives the audit both sides, which ALL_NEW would not.
     */
    async rename(
      agency: Agency,
      change: AgencyChange,
    ): Promise<{ before: StoredAgency; after: StoredAgency } | undefined> {
      const output = await unlessRefused(
        client.send(new UpdateCommand({ TableName: table, ...renameUpdate(agency, change), ReturnValues: 'ALL_OLD' })),
      );
      if (!output) return undefined;
      const before = storedAgencyOf(output.Attributes ?? {});
      return { before, after: { ...before, name: agency.name, updatedAt: change.at, updatedBy: change.by } };
    },

    /** The agency deleted, as it was, or undefined when the code has none. */
    async remove(code: string): Promise<StoredAgency | undefined> {
      const output = await unlessRefused(
        client.send(
          new DeleteCommand({
            TableName: table,
            Key: agencyKey(code),
            ConditionExpression: 'attribute_exists(pk)',
            ReturnValues: 'ALL_OLD',
          }),
        ),
      );
      return output && storedAgencyOf(output.Attributes ?? {});
    },

    /** One page of the list, newest first, with the total and the next page's cursor (list-page.ts). */
    page(filters: AgencyFilters, request: ListPageRequest) {
      return listPage(reader, agencyQuery(filters), request, agencyOf);
    },

    /** Every agency the filters reach, in the list's order: the queued AGENCY export. */
    async *stream(filters: AgencyFilters): AsyncGenerator<Agency> {
      for await (const item of reader.streamItems(agencyQuery(filters))) yield agencyOf(item);
    },

    names,

    /** Request-log rows with their agencies' names now: one BatchGet of their distinct codes, none without codes. */
    async named<Row extends WithAgency>(rows: readonly Row[]) {
      return withAgencyNames(rows, await names(agencyCodesOf(rows)));
    },

    /**
     * The whole mapping, read once from the list's index (it projects every attribute): a stream of
     * a million request-log rows then names each row from memory instead of a read per chunk.
     */
    async allNames(): Promise<AgencyNames> {
      const names = new Map<string, string>();
      await reader.projectedItems(agencyQuery({}), ['code', 'name'], (item) => {
        names.set(String(item.code), String(item.name));
      });
      return names;
    },
  };
}
export type AgencyStore = ReturnType<typeof agencyStore>;

/** The mapping of this container's data table. */
export const containerAgencyStore = (stats?: ReadStats) => agencyStore(documentClient, tableName('data'), stats);
