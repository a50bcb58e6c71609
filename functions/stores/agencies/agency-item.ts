import type { Agency } from '../../../shared/schemas/agency';
import { searchText } from '../../../shared/search-text';
import { agencyIndexKeys, agencyKey } from './keys';

/** Who changes the mapping and when (ISO instant): kept on the item, so a STARTED audit record can be checked against it. */
export interface AgencyChange {
  by: string;
  at: string;
}

/** A change made now by the given user. */
export const agencyChange = (username: string, now: Date = new Date()): AgencyChange => ({
  by: username,
  at: now.toISOString(),
});

/** An agency as stored: its row and who created it and changed it last. */
export interface StoredAgency extends Agency {
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

/**
 * What the list's `contains` condition reads: code and name folded together (shared/search-text.ts),
 * so one typed text finds an agency by either, case and accents ignored.
 */
export const agencySearchText = (agency: Agency) => searchText(`${agency.code} ${agency.name}`);

/** A new agency's item: its row, its search text, its index keys; created and last changed by the same call. */
export function newAgencyItem(agency: Agency, change: AgencyChange) {
  return {
    ...agencyKey(agency.code),
    ...agencyIndexKeys({ code: agency.code, createdAt: change.at }),
    code: agency.code,
    name: agency.name,
    searchText: agencySearchText(agency),
    createdAt: change.at,
    createdBy: change.by,
    updatedAt: change.at,
    updatedBy: change.by,
  };
}

/**
 * A rename as one conditional Update: the name and its search text change together, the code, the
 * creation and the index keys stay (the list keeps its order). Only an agency that exists: a rename of
 * an unknown code must not create one.
 */
export function renameUpdate(agency: Agency, change: AgencyChange) {
  return {
    Key: agencyKey(agency.code),
    UpdateExpression: 'SET #name = :name, #searchText = :searchText, #updatedAt = :at, #updatedBy = :by',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: {
      '#name': 'name',
      '#searchText': 'searchText',
      '#updatedAt': 'updatedAt',
      '#updatedBy': 'updatedBy',
    },
    ExpressionAttributeValues: {
      ':name': agency.name,
      ':searchText': agencySearchText(agency),
      ':at': change.at,
      ':by': change.by,
    },
  };
}

type Item = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The row a list and a call answer: code and name only. */
export const agencyOf = (item: Item): Agency => ({ code: text(item.code), name: text(item.name) });

/** A stored agency as the calls answer it: code and name only. */
export const shownAgency = ({ code, name }: Agency): Agency => ({ code, name });

/** The agency as stored, without keys and search text: what an audit record keeps before and after. */
export const storedAgencyOf = (item: Item): StoredAgency => ({
  ...agencyOf(item),
  createdAt: text(item.createdAt),
  createdBy: text(item.createdBy),
  updatedAt: text(item.updatedAt),
  updatedBy: text(item.updatedBy),
});
