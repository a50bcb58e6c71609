import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { headOf } from '../../../functions/commons/versioned/head';
import { archivedVersionItem } from '../../../functions/commons/versioned/versioned-keys';
import { addressRiskKey } from '../../../functions/stores/address-risk/keys';
import {
  activeBlacklistKey,
  blacklistMemberKey,
  blacklistMembershipKey,
} from '../../../functions/stores/black-lists/keys';
import { CONFIGURATION_KEYS } from '../../../functions/stores/configuration/keys';
import { customerKey } from '../../../functions/stores/customers/keys';
import { creditBureauKey, prospectRiskKey } from '../../../functions/stores/subjects/keys';
import { whiteListKey } from '../../../functions/stores/white-list/keys';
import { EXAMPLE_CONFIGURATION_FILE } from '../../../shared/decision/example-configuration';
import { BLACKLIST_KINDS } from '../../../shared/enums';
import type { Configuration } from '../../../shared/schemas/configuration';
import type { DemoSeeder } from './demo-seeder';
import { DEMO_SUBJECTS, type DemoSubject, FLAGGED_ADDRESS, RADIATI_COMPANY } from './precheck-demo-subjects';

type Item = Record<string, unknown> & { pk: string; sk: string };

const SEEDED_AT = '2026-01-01T00:00:00.000Z';
const DEMO_VERSION_ID = 'demo-1';

const identifiersOf = (subject: DemoSubject) =>
  [subject.taxCode, subject.vatRegistrationNo].filter((id): id is string => Boolean(id));

const identity = (subject: DemoSubject) => ({
  taxCode: subject.taxCode ?? null,
  vatRegistrationNo: subject.vatRegistrationNo ?? null,
});

/** The items one subject needs, keyed by each identifier so a check finds them by either. */
function subjectItems(subject: DemoSubject): Item[] {
  const items: Item[] = [];
  for (const id of identifiersOf(subject)) {
    if (subject.whiteListed) {
      items.push({
        ...whiteListKey(id),
        ...identity(subject),
        companyName: subject.companyName ?? `${subject.surname} ${subject.name}`,
        reasonDescription: 'Cliente strategico',
        creationDate: SEEDED_AT,
        expiringDate: '2099-12-31T22:59:00.000Z',
        revocationDate: null,
        creationUser: 'mario.rossi',
      });
    }
    for (const kind of subject.blackLists ?? []) {
      items.push({ ...blacklistMemberKey(kind, DEMO_VERSION_ID, id), ...identity(subject), loadedAt: SEEDED_AT });
      items.push({ ...blacklistMembershipKey(kind, id), versionIds: new Set([DEMO_VERSION_ID]) });
    }
    if (subject.customer) {
      items.push({
        ...customerKey(id),
        A_CODICE_FISCALE: subject.taxCode ?? subject.vatRegistrationNo,
        A_PARTITA_IVA: subject.vatRegistrationNo ?? null,
        A_RAGIONE_SOCIALE: subject.companyName ?? null,
        A_COGNOME: subject.surname ?? null,
        A_NOME: subject.name ?? null,
        K_STATO_CLIENTE: 'ATTIVO',
        K_DATA_CALCOLO_KPI: SEEDED_AT,
        ...subject.customer,
      });
    }
    if (subject.bureau) {
      items.push({
        ...creditBureauKey(id),
        protests: false,
        prejudicialEvents: false,
        otherNegativeEvents: false,
        ...subject.bureau,
      });
    }
    if (subject.highRisk) items.push({ ...prospectRiskKey(id), highRisk: true, updatedAt: SEEDED_AT });
  }
  return items;
}

const CONFIGURATION_PUBLISHED_AT = SEEDED_AT;

/** The configuration in force: the file the worked examples of docs/decision-rules.md decide against. */
const DEMO_CONFIGURATION: Configuration = {
  id: 'demo-configuration-1',
  parentId: 'demo-configuration-0',
  version: 1,
  status: 'CURRENT',
  validityStartDate: CONFIGURATION_PUBLISHED_AT,
  validityEndDate: null,
  publicationUser: 'chiara.ferri',
  note: 'Configurazione dimostrativa',
  updatedBy: 'mario.rossi',
  updatedAt: '2025-12-20T09:30:00.000Z',
  configurationFile: EXAMPLE_CONFIGURATION_FILE,
};

/** The one it replaced, in the history: laxer trend thresholds and one reason fewer, so a diff has content. */
const DEMO_ARCHIVED_CONFIGURATION: Configuration = {
  id: 'demo-configuration-0',
  parentId: null,
  version: 2,
  status: 'ARCHIVED',
  validityStartDate: '2025-06-01T00:00:00.000Z',
  validityEndDate: CONFIGURATION_PUBLISHED_AT,
  publicationUser: 'mario.rossi',
  note: 'Prima configurazione',
  updatedBy: 'chiara.ferri',
  updatedAt: '2025-05-28T15:00:00.000Z',
  configurationFile: {
    ...EXAMPLE_CONFIGURATION_FILE,
    paymentTrendChecks: EXAMPLE_CONFIGURATION_FILE.paymentTrendChecks.map((row) =>
      row.subjectType === 'PF' && row.microSegment === 'DEFAULT' ? { ...row, delayThreshold: 30 } : row,
    ),
    whitelistReasonParams: ['Altro', 'Cliente strategico'],
    whitelistValidityDaysParam: 60,
  },
};

/** The configuration's head (its one commit point) and the archived version's own item. */
function configurationItems(): Item[] {
  return [
    { ...CONFIGURATION_KEYS.head, ...headOf(DEMO_CONFIGURATION, [DEMO_ARCHIVED_CONFIGURATION]) },
    archivedVersionItem(CONFIGURATION_KEYS, DEMO_ARCHIVED_CONFIGURATION, 1),
  ];
}

function settingsItems(): Item[] {
  return [
    ...configurationItems(),
    ...BLACKLIST_KINDS.map((kind) => ({ ...activeBlacklistKey(kind), versionId: DEMO_VERSION_ID, since: SEEDED_AT })),
    {
      ...addressRiskKey(FLAGGED_ADDRESS),
      flaggedSubjects: [RADIATI_COMPANY.vatRegistrationNo],
      reason: 'BLACK_LIST_RADIATI',
    },
  ];
}

export function precheckDemoItems(): Item[] {
  return [...settingsItems(), ...DEMO_SUBJECTS.flatMap(subjectItems)];
}

/**
 * The CURRENT configuration, active black lists and the facts of the demo subjects. Puts are
 * conditional: a re-seed never overwrites what a user changed since (a revoked entry stays revoked).
 */
export const precheckDemoSeeder: DemoSeeder = {
  name: 'precheck',
  // v2 (issue 12): the subject-keyed black-list memberships the precheck now reads; a data folder seeded
  // by v1 gets them at its next start (the puts below skip what is already there).
  // v3 (issue 13): the configuration on the versioned-entity rail. A head of the old shape (no
  // `revision`) can only be the seeded one, which nobody could change then: it is replaced.
  version: 3,
  async seed({ documentClient, table }) {
    for (const Item of precheckDemoItems()) {
      const oldHead = Item.pk === CONFIGURATION_KEYS.head.pk && Item.sk === CONFIGURATION_KEYS.head.sk;
      try {
        await documentClient.send(
          new PutCommand({
            TableName: table('data'),
            Item,
            ConditionExpression: oldHead
              ? 'attribute_not_exists(pk) OR attribute_not_exists(revision)'
              : 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
  },
};
