import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CustomerRecord } from '../../../shared/decision/types';
import { BLACKLIST_KINDS, type BlacklistKind } from '../../../shared/enums';
import { ConfigurationFileSchema } from '../../../shared/schemas/configuration';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { addressRiskKey } from '../address-risk/keys';
import { activeBlacklistKey, blacklistMembershipKey } from '../black-lists/keys';
import { CURRENT_CONFIGURATION_KEY } from '../configuration/keys';
import { customerKey } from '../customers/keys';
import { creditBureauKey, prospectRiskKey } from '../subjects/keys';
import { whiteListKey } from '../white-list/keys';
import type { CheckFacts, FactsQuery, PrecheckSettings, SubjectFacts } from './precheck-facts';

type Item = Record<string, unknown>;
type Key = { pk: string; sk: string };
type Found = Map<string, Item>;

const KEY_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']);

const withoutKeys = (item: Item): CustomerRecord =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.has(name)));

const firstOf = (found: Found, keys: readonly Key[]) => keys.map((key) => found.get(keyId(key))).find(Boolean);

const SETTINGS_KEYS: readonly Key[] = [CURRENT_CONFIGURATION_KEY, ...BLACKLIST_KINDS.map(activeBlacklistKey)];

function settingsOf(found: Found): PrecheckSettings {
  // The configuration's head (functions/commons/versioned/head.ts): its `current` is the version in force.
  const current = found.get(keyId(CURRENT_CONFIGURATION_KEY))?.current as Item | undefined;
  if (!current) throw new Error('No CURRENT precheck configuration');
  const activeBlacklists: PrecheckSettings['activeBlacklists'] = {};
  for (const kind of BLACKLIST_KINDS) {
    const versionId = found.get(keyId(activeBlacklistKey(kind)))?.versionId;
    if (typeof versionId === 'string') activeBlacklists[kind] = versionId;
  }
  return {
    configuration: {
      id: String(current.id),
      version: Number(current.version),
      file: ConfigurationFileSchema.parse(current.configurationFile),
    },
    activeBlacklists,
  };
}

/** The keys of a subject's facts: none depends on the settings, so they can be read beside them. */
function subjectKeys({ identifiers, supplyAddress }: FactsQuery) {
  const membership = (kind: BlacklistKind) => identifiers.map((id) => blacklistMembershipKey(kind, id));
  return {
    whiteList: identifiers.map((id) => whiteListKey(id)),
    customer: identifiers.map((id) => customerKey(id)),
    bureau: identifiers.map((id) => creditBureauKey(id)),
    risk: identifiers.map((id) => prospectRiskKey(id)),
    radiati: membership('RADIATI'),
    ceduti: membership('CEDUTI'),
    address: [addressRiskKey(supplyAddress)],
  };
}
type SubjectKeys = ReturnType<typeof subjectKeys>;

/** Whether one of the membership items lists the active version (none when the list has no active version). */
function isMember(found: Found, keys: readonly Key[], activeVersion: string | undefined): boolean {
  if (activeVersion === undefined) return false;
  return keys.some((key) => {
    const versions = found.get(keyId(key))?.versionIds;
    return (versions instanceof Set || Array.isArray(versions)) && [...versions].includes(activeVersion);
  });
}

function subjectFactsOf(found: Found, keys: SubjectKeys, query: FactsQuery, settings: PrecheckSettings): SubjectFacts {
  const whiteList = firstOf(found, keys.whiteList);
  const customer = firstOf(found, keys.customer);
  const bureau = firstOf(found, keys.bureau);
  const risk = firstOf(found, keys.risk);
  const own = new Set(query.identifiers.map((id) => id.toUpperCase()));
  const flagged = firstOf(found, keys.address)?.flaggedSubjects;
  const fraudCorrelation =
    Array.isArray(flagged) && flagged.some((id) => typeof id === 'string' && !own.has(id.toUpperCase()));
  return {
    whiteList: whiteList
      ? {
          revocationDate: whiteList.revocationDate as string | null,
          expiringDate: whiteList.expiringDate as string,
        }
      : null,
    blackLists: {
      radiati: isMember(found, keys.radiati, settings.activeBlacklists.RADIATI),
      ceduti: isMember(found, keys.ceduti, settings.activeBlacklists.CEDUTI),
    },
    customer: customer ? withoutKeys(customer) : null,
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
  };
}

/**
 * The precheck's facts from the data table, each read one BatchGet: the settings, the subject's facts,
 * or both at once (a check with no settings cached). Read by the precheck and by the enrichment worker,
 * which judges each record as a check would.
 */
export function dynamoPrecheckFacts(client: DynamoDBDocumentClient, table: string): CheckFacts {
  return {
    async settings() {
      return settingsOf(await batchGet(client, table, SETTINGS_KEYS));
    },

    async subjectFacts(query, settings) {
      const keys = subjectKeys(query);
      return subjectFactsOf(await batchGet(client, table, Object.values(keys).flat()), keys, query, settings);
    },

    async settingsWithSubjectFacts(query) {
      const keys = subjectKeys(query);
      const found = await batchGet(client, table, [...SETTINGS_KEYS, ...Object.values(keys).flat()]);
      const settings = settingsOf(found);
      return { settings, facts: subjectFactsOf(found, keys, query, settings) };
    },
  };
}
