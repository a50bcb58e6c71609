import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { addressRiskKey } from '../../../functions/stores/address-risk/keys';
import {
  activeBlacklistKey,
  blacklistMemberKey,
  blacklistMembershipKey,
} from '../../../functions/stores/black-lists/keys';
import { CURRENT_CONFIGURATION_KEY } from '../../../functions/stores/configuration/keys';
import { customerKey } from '../../../functions/stores/customers/keys';
import { creditBureauKey, prospectRiskKey } from '../../../functions/stores/subjects/keys';
import { whiteListKey } from '../../../functions/stores/white-list/keys';
import { EXAMPLE_CONFIGURATION_FILE } from '../../../shared/decision/example-configuration';
import { BLACKLIST_KINDS } from '../../../shared/enums';
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

function settingsItems(): Item[] {
  return [
    {
      ...CURRENT_CONFIGURATION_KEY,
      id: 'demo-configuration-1',
      parentId: null,
      version: 1,
      status: 'CURRENT',
      validityStartDate: SEEDED_AT,
      validityEndDate: null,
      publicationUser: 'mario.rossi',
      note: 'Configurazione dimostrativa',
      configurationFile: EXAMPLE_CONFIGURATION_FILE,
    },
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
  version: 2,
  async seed({ documentClient, table }) {
    for (const Item of precheckDemoItems()) {
      try {
        await documentClient.send(
          new PutCommand({ TableName: table('data'), Item, ConditionExpression: 'attribute_not_exists(pk)' }),
        );
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
  },
};
