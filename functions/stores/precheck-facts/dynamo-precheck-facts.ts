import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BLACKLIST_KINDS, type BlacklistKind } from '../../../shared/enums';
import { BlacklistVersionSchema } from '../../../shared/schemas/blacklist';
import { ConfigurationFileSchema } from '../../../shared/schemas/configuration';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { addressRisk } from '../address-risk/address-risk';
import { addressRiskKey } from '../address-risk/keys';
import { blacklistKeys, blacklistMemberKey } from '../black-lists/keys';
import { CURRENT_CONFIGURATION_KEY } from '../configuration/keys';
import { customerOf } from '../customers/items';
import { customerKey } from '../customers/keys';
import { creditBureauKey, prospectRiskKey } from '../subjects/keys';
import { strongestCopy } from '../white-list/copy-choice';
import { whiteListKey } from '../white-list/keys';
import { blacklistsInForce } from './blacklists-in-force';
import type {
  BlacklistSlots,
  BlacklistsInForce,
  CheckFacts,
  FactsQuery,
  PrecheckSettings,
  SubjectFacts,
} from './precheck-facts';

type Item = Record<string, unknown>;
type Key = { pk: string; sk: string };
type Found = Map<string, Item>;

const allOf = (found: Found, keys: readonly Key[]) =>
  keys.map((key) => found.get(keyId(key))).filter((item): item is Item => item !== undefined);
const firstOf = (found: Found, keys: readonly Key[]) => allOf(found, keys)[0];

/** Both black lists' heads (functions/commons/versioned/head.ts). */
const BLACKLIST_HEAD_KEYS: readonly Key[] = BLACKLIST_KINDS.map((kind) => blacklistKeys(kind).head);
/** The configuration's head and both black lists' heads. */
const SETTINGS_KEYS: readonly Key[] = [CURRENT_CONFIGURATION_KEY, ...BLACKLIST_HEAD_KEYS];

const VersionRefSchema = BlacklistVersionSchema.pick({ id: true, membersId: true, validFrom: true }).nullable();

/** A black list's two slots as a check needs them; a list with no head yet (a new stage) has neither. */
function blacklistSlotsOf(head: Item | undefined): BlacklistSlots {
  return {
    current: VersionRefSchema.parse(head?.current ?? null),
    scheduled: VersionRefSchema.parse(head?.scheduled ?? null),
  };
}

/** Both black lists' slots, from their heads among what was found. */
function blacklistHeadsOf(found: Found): PrecheckSettings['blacklists'] {
  const slots = (kind: BlacklistKind) => blacklistSlotsOf(found.get(keyId(blacklistKeys(kind).head)));
  return { RADIATI: slots('RADIATI'), CEDUTI: slots('CEDUTI') };
}

function settingsOf(found: Found): PrecheckSettings {
  // The configuration's `current` is the version in force: it is published at once.
  const current = found.get(keyId(CURRENT_CONFIGURATION_KEY))?.current as Item | undefined;
  if (!current) throw new Error('No CURRENT precheck configuration');
  return {
    configuration: {
      id: String(current.id),
      version: Number(current.version),
      validityStartDate: typeof current.validityStartDate === 'string' ? current.validityStartDate : null,
      file: ConfigurationFileSchema.parse(current.configurationFile),
    },
    blacklists: blacklistHeadsOf(found),
  };
}

/** The keys of a subject's facts that do not depend on the black-list versions in force. */
function subjectKeys({ identifiers, supplyAddress }: FactsQuery) {
  return {
    whiteList: identifiers.map((id) => whiteListKey(id)),
    customer: identifiers.map((id) => customerKey(id)),
    bureau: identifiers.map((id) => creditBureauKey(id)),
    risk: identifiers.map((id) => prospectRiskKey(id)),
    address: [addressRiskKey(supplyAddress)],
  };
}
type SubjectKeys = ReturnType<typeof subjectKeys>;

/** The member keys of each identifier in one list's load in force; none when the list has no version in force. */
const memberKeys = (kind: BlacklistKind, identifiers: readonly string[], blacklists: BlacklistsInForce): Key[] => {
  const version = blacklists[kind];
  return version ? identifiers.map((id) => blacklistMemberKey(kind, version.membersId, id)) : [];
};

const allMemberKeys = (identifiers: readonly string[], blacklists: BlacklistsInForce) =>
  BLACKLIST_KINDS.flatMap((kind) => memberKeys(kind, identifiers, blacklists));

/** Whether the version in force of `kind` lists one of the identifiers (its member items were read). */
const isListed = (found: Found, kind: BlacklistKind, identifiers: readonly string[], blacklists: BlacklistsInForce) =>
  memberKeys(kind, identifiers, blacklists).some((key) => found.has(keyId(key)));

/** The other subjects the supply address knows, whose memberships the correlation reads. */
const knownOthersOf = (found: Found, keys: SubjectKeys, query: FactsQuery) =>
  addressRisk(firstOf(found, keys.address), query.identifiers).knownOthers;

function subjectFactsOf(
  found: Found,
  keys: SubjectKeys,
  query: FactsQuery,
  blacklists: BlacklistsInForce,
): SubjectFacts {
  const whiteList = strongestCopy(allOf(found, keys.whiteList));
  const customer = firstOf(found, keys.customer);
  const bureau = firstOf(found, keys.bureau);
  const risk = firstOf(found, keys.risk);
  const address = addressRisk(firstOf(found, keys.address), query.identifiers);
  // Shared with a subject in arrears, or with one the black lists in force hold.
  const listedOthers = (kind: BlacklistKind) =>
    address.knownOthers.filter((id) => isListed(found, kind, [id], blacklists));
  const listed = { RADIATI: listedOthers('RADIATI'), CEDUTI: listedOthers('CEDUTI') };
  const fraudCorrelation = address.inArrears || BLACKLIST_KINDS.some((kind) => listed[kind].length > 0);
  return {
    whiteList: whiteList
      ? {
          revocationDate: whiteList.revocationDate as string | null,
          expiringDate: whiteList.expiringDate as string,
        }
      : null,
    blackLists: {
      radiati: isListed(found, 'RADIATI', query.identifiers, blacklists),
      ceduti: isListed(found, 'CEDUTI', query.identifiers, blacklists),
    },
    // The customer as the feed sent it: its keys and the list's slim copies are storage, not facts.
    customer: customer ? customerOf(customer) : null,
    bureau: bureau
      ? {
          protests: bureau.protests === true,
          prejudicialEvents: bureau.prejudicialEvents === true,
          otherNegativeEvents: bureau.otherNegativeEvents === true,
        }
      : null,
    // The address is always looked at, so the correlation is known even without a risk record;
    // no risk record means the risk model has not flagged the subject.
    prospectRisk: { highRisk: risk?.highRisk === true, fraudCorrelation },
    address: { inArrears: address.inArrears, knownOthers: address.knownOthers, listedOthers: listed },
  };
}

/**
 * The precheck's facts from the data table. The memberships are keyed by the load in force, so they
 * are read once the settings are known: a check with settings cached reads the subject in one
 * BatchGet; one without reads the settings with the rest of the subject, then its memberships. Either
 * reads the memberships of the other subjects known at the supply address in a BatchGet of their own,
 * only when the address knows some. Read by the precheck and by the enrichment worker, which judges
 * each record as a check would.
 */
export function dynamoPrecheckFacts(client: DynamoDBDocumentClient, table: string): CheckFacts {
  /** Adds the member items of `identifiers` in the versions in force to what was found. */
  async function withMembers(found: Found, identifiers: readonly string[], blacklists: BlacklistsInForce) {
    const keys = allMemberKeys(identifiers, blacklists);
    if (keys.length === 0) return found;
    for (const [id, item] of await batchGet(client, table, keys)) found.set(id, item);
    return found;
  }

  return {
    async settings() {
      return settingsOf(await batchGet(client, table, SETTINGS_KEYS));
    },

    async subjectFacts(query, blacklists) {
      const keys = subjectKeys(query);
      const own = allMemberKeys(query.identifiers, blacklists);
      const found = await batchGet(client, table, [...Object.values(keys).flat(), ...own], undefined, true);
      await withMembers(found, knownOthersOf(found, keys, query), blacklists);
      return subjectFactsOf(found, keys, query, blacklists);
    },

    async settingsWithSubjectFacts(query, at) {
      const keys = subjectKeys(query);
      // Consistent: a white-list insert or revocation decides the very next check (docs/data-model.md).
      const found = await batchGet(client, table, [...SETTINGS_KEYS, ...Object.values(keys).flat()], undefined, true);
      const settings = settingsOf(found);
      const blacklists = blacklistsInForce(settings, at);
      await withMembers(found, [...query.identifiers, ...knownOthersOf(found, keys, query)], blacklists);
      return { settings, blacklists, facts: subjectFactsOf(found, keys, query, blacklists) };
    },
  };
}

/**
 * Whether the version of each black list in force at `at` lists one of the identifiers, read as a check
 * reads it (the heads, then the memberships in the versions in force): the customer's page.
 */
export async function blacklistListing(
  client: DynamoDBDocumentClient,
  table: string,
  identifiers: readonly string[],
  at: Date,
): Promise<Record<BlacklistKind, boolean>> {
  const inForce = blacklistsInForce(
    { blacklists: blacklistHeadsOf(await batchGet(client, table, BLACKLIST_HEAD_KEYS)) },
    at,
  );
  const members = await batchGet(client, table, allMemberKeys(identifiers, inForce));
  const listed = (kind: BlacklistKind) => isListed(members, kind, identifiers, inForce);
  return { RADIATI: listed('RADIATI'), CEDUTI: listed('CEDUTI') };
}
