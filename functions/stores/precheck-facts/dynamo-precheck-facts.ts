import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CustomerRecord } from '../../../shared/decision/types';
import { BLACKLIST_KINDS } from '../../../shared/enums';
import { ConfigurationFileSchema } from '../../../shared/schemas/configuration';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { addressRiskKey } from '../address-risk/keys';
import { activeBlacklistKey, blacklistMemberKey } from '../black-lists/keys';
import { CURRENT_CONFIGURATION_KEY } from '../configuration/keys';
import { customerKey } from '../customers/keys';
import { creditBureauKey, prospectRiskKey } from '../subjects/keys';
import { whiteListKey } from '../white-list/keys';
import type { FactsQuery, PrecheckFacts, PrecheckSettings, SubjectFacts } from './precheck-facts';

type Item = Record<string, unknown>;

const KEY_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']);

const withoutKeys = (item: Item): CustomerRecord =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.has(name)));

const firstOf = (found: Map<string, Item>, keys: { pk: string; sk: string }[]) =>
  keys.map((key) => found.get(keyId(key))).find(Boolean);

/**
 * The precheck's facts from the data table: settings in one BatchGet, the subject in another. Read by
 * the precheck and by the enrichment worker, which judges each record as a check would.
 */
export function dynamoPrecheckFacts(client: DynamoDBDocumentClient, table: string): PrecheckFacts {
  return {
    async settings(): Promise<PrecheckSettings> {
      const pointers = BLACKLIST_KINDS.map(activeBlacklistKey);
      const found = await batchGet(client, table, [CURRENT_CONFIGURATION_KEY, ...pointers]);
      const current = found.get(keyId(CURRENT_CONFIGURATION_KEY));
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
    },

    async subjectFacts({ identifiers, supplyAddress }: FactsQuery, settings: PrecheckSettings): Promise<SubjectFacts> {
      const memberKeys = (kind: (typeof BLACKLIST_KINDS)[number]) => {
        const versionId = settings.activeBlacklists[kind];
        return versionId ? identifiers.map((id) => blacklistMemberKey(kind, versionId, id)) : [];
      };
      const addressKey = addressRiskKey(supplyAddress);
      const keys = {
        whiteList: identifiers.map((id) => whiteListKey(id)),
        customer: identifiers.map((id) => customerKey(id)),
        bureau: identifiers.map((id) => creditBureauKey(id)),
        risk: identifiers.map((id) => prospectRiskKey(id)),
        radiati: memberKeys('RADIATI'),
        ceduti: memberKeys('CEDUTI'),
      };
      const found = await batchGet(client, table, [...Object.values(keys).flat(), addressKey]);

      const whiteList = firstOf(found, keys.whiteList);
      const customer = firstOf(found, keys.customer);
      const bureau = firstOf(found, keys.bureau);
      const risk = firstOf(found, keys.risk);
      const own = new Set(identifiers.map((id) => id.toUpperCase()));
      const flagged = found.get(keyId(addressKey))?.flaggedSubjects;
      const fraudCorrelation =
        Array.isArray(flagged) && flagged.some((id) => typeof id === 'string' && !own.has(id.toUpperCase()));
      return {
        whiteList: whiteList
          ? {
              revocationDate: whiteList.revocationDate as string | null,
              expiringDate: whiteList.expiringDate as string,
            }
          : null,
        blackLists: { radiati: Boolean(firstOf(found, keys.radiati)), ceduti: Boolean(firstOf(found, keys.ceduti)) },
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
    },
  };
}
