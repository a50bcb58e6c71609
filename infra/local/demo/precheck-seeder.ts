import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchDelete } from '../../../functions/commons/dynamo/batch-put';
import { headOf } from '../../../functions/commons/versioned/head';
import { archivedVersionItem } from '../../../functions/commons/versioned/versioned-keys';
import { addressRiskKey } from '../../../functions/stores/address-risk/keys';
import type { BlacklistRow } from '../../../functions/stores/black-lists/members';
import { CONFIGURATION_KEYS } from '../../../functions/stores/configuration/keys';
import { customerItems } from '../../../functions/stores/customers/items';
import { customerKey } from '../../../functions/stores/customers/keys';
import { creditBureauKey, prospectRiskKey } from '../../../functions/stores/subjects/keys';
import { EXAMPLE_CONFIGURATION_FILE } from '../../../shared/decision/example-configuration';
import { BLACKLIST_KINDS, type BlacklistKind } from '../../../shared/enums';
import type { Configuration } from '../../../shared/schemas/configuration';
import { demoCustomer } from './demo-customer';
import type { DemoSeedContext, DemoSeeder } from './demo-seeder';
import { blacklistVersionItems, type DemoLoad } from './precheck-blacklists';
import {
  DEMO_SUBJECTS,
  type DemoSubject,
  FLAGGED_ADDRESS,
  FLAGGED_ADDRESS_KNOWN_SUBJECTS,
  FORMER_BLACKLIST_MEMBERS,
  RADIATI_COMPANY,
} from './precheck-demo-subjects';

type Item = Record<string, unknown> & { pk: string; sk: string };

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

const identifiersOf = (subject: DemoSubject) =>
  [subject.taxCode, subject.vatRegistrationNo].filter((id): id is string => Boolean(id));

/**
 * The items one subject needs, keyed by each identifier so a check finds them by either. A white-listed
 * subject's entry is the white-list seeder's (white-list-seeder.ts), written through the white list's
 * store so the list shows what the precheck reads.
 */
function subjectItems(subject: DemoSubject): Item[] {
  // The customer goes through the store's items, so the list shows what the check decides on.
  const { customer } = subject;
  const items = customer ? (customerItems(demoCustomer({ ...subject, customer })) as Item[]) : [];
  for (const id of identifiersOf(subject)) {
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

/** A subject as a row of a black-list file. */
const rowOf = (subject: { taxCode?: string; vatRegistrationNo?: string }): BlacklistRow => ({
  taxCode: subject.taxCode ?? null,
  vatNumber: subject.vatRegistrationNo ?? null,
});

/** The demo subjects the versions in force list, as their rows. */
const listedIn = (kind: BlacklistKind) =>
  DEMO_SUBJECTS.filter((subject) => subject.blackLists?.includes(kind)).map(rowOf);

/**
 * Each black list's loads, oldest first: a first one, archived, that listed FORMER_BLACKLIST_MEMBERS,
 * and the one in force, listing the demo subjects of DEMO_SUBJECTS that name the list. Uploaded by one
 * administrator and published by the other (four-eyes), in force from the midnight after publication.
 */
const DEMO_BLACKLIST_LOADS: Record<BlacklistKind, readonly DemoLoad[]> = {
  RADIATI: [
    {
      id: '20250602-093000-0a000001',
      filename: 'radiati_giugno_2025',
      note: 'Primo caricamento',
      uploadedBy: 'mario.rossi',
      uploadedAt: '2025-06-02T09:30:00.000Z',
      publishedBy: 'chiara.ferri',
      publishedAt: '2025-06-03T15:00:00.000Z',
      rows: [rowOf(RADIATI_COMPANY), rowOf(FORMER_BLACKLIST_MEMBERS.RADIATI)],
      discardedRecords: 1,
    },
    {
      id: '20251215-093000-0a000002',
      filename: 'radiati_dicembre_2025',
      note: 'Aggiornamento di dicembre',
      uploadedBy: 'chiara.ferri',
      uploadedAt: '2025-12-15T09:30:00.000Z',
      publishedBy: 'mario.rossi',
      publishedAt: '2025-12-16T15:00:00.000Z',
      rows: listedIn('RADIATI'),
      discardedRecords: 0,
    },
  ],
  CEDUTI: [
    {
      id: '20250610-101500-0c000001',
      filename: 'ceduti_giugno_2025',
      note: 'Primo caricamento',
      uploadedBy: 'mario.rossi',
      uploadedAt: '2025-06-10T10:15:00.000Z',
      publishedBy: 'chiara.ferri',
      publishedAt: '2025-06-11T15:00:00.000Z',
      rows: [...listedIn('CEDUTI'), rowOf(FORMER_BLACKLIST_MEMBERS.CEDUTI)],
      discardedRecords: 0,
    },
    {
      id: '20251210-101500-0c000002',
      filename: 'ceduti_dicembre_2025',
      note: null,
      uploadedBy: 'chiara.ferri',
      uploadedAt: '2025-12-10T10:15:00.000Z',
      publishedBy: 'mario.rossi',
      publishedAt: '2025-12-11T15:00:00.000Z',
      rows: listedIn('CEDUTI'),
      discardedRecords: 2,
    },
  ],
};

/** The version of each black list the demo seeds in force. */
export const DEMO_BLACKLISTS_IN_FORCE = {
  RADIATI: DEMO_BLACKLIST_LOADS.RADIATI.at(-1)?.id as string,
  CEDUTI: DEMO_BLACKLIST_LOADS.CEDUTI.at(-1)?.id as string,
};

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

/**
 * The address whose other subjects correlate through the black list in force (fraud, EX407 and EX408).
 * No one is in arrears there: no `flaggedSubjects`, which the customer loader keeps as a string set.
 */
const flaggedAddressItem = (): Item => ({
  ...addressRiskKey(FLAGGED_ADDRESS),
  knownSubjects: FLAGGED_ADDRESS_KNOWN_SUBJECTS,
});

/** The configuration, the flagged address and the facts of the demo subjects; the black lists are seedBlacklists'. */
export function precheckDemoItems(): Item[] {
  return [...configurationItems(), flaggedAddressItem(), ...DEMO_SUBJECTS.flatMap(subjectItems)];
}

/**
 * Items an older seed wrote in a shape since replaced, and what lets the new one take their place
 * while keeping anything written since: the configuration head before the rail (issue 13, no
 * `revision`), the address item whose `flaggedSubjects` named the black-listed subject (issue 14), then
 * held an empty list, which the customer loader's string-set updates cannot change (issue 16).
 */
const REPLACED_SHAPES: readonly {
  key: { pk: string; sk: string };
  condition: string;
  values?: Record<string, unknown>;
}[] = [
  { key: CONFIGURATION_KEYS.head, condition: 'attribute_not_exists(pk) OR attribute_not_exists(revision)' },
  {
    key: addressRiskKey(FLAGGED_ADDRESS),
    condition:
      'attribute_not_exists(pk) OR attribute_not_exists(knownSubjects) OR attribute_type(flaggedSubjects, :list)',
    values: { ':list': 'L' },
  },
  // The customers before the customers list (issue 16): no slim attributes, not listed.
  ...DEMO_SUBJECTS.filter((subject) => subject.customer).flatMap((subject) =>
    identifiersOf(subject).map((id) => ({
      key: customerKey(id),
      condition: 'attribute_not_exists(pk) OR attribute_not_exists(mk)',
    })),
  ),
];

const conditionFor = (item: Item) => {
  const replaced = REPLACED_SHAPES.find(({ key }) => key.pk === item.pk && key.sk === item.sk);
  return {
    ConditionExpression: replaced?.condition ?? 'attribute_not_exists(pk)',
    ExpressionAttributeValues: replaced?.values,
  };
};

/** Puts the items, each unless it exists (or exists in a shape since replaced, REPLACED_SHAPES). */
async function putMissing({ documentClient, table }: DemoSeedContext, items: readonly Item[]) {
  for (const Item of items) {
    try {
      await documentClient.send(new PutCommand({ TableName: table('data'), Item, ...conditionFor(Item) }));
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
}

/**
 * The items of the black lists before the rail (seeder v2), spelled out since their keys are gone:
 * the active-version pointers, the subject-keyed memberships and the members of version 'demo-1'.
 */
function replacedBlacklistKeys() {
  const keys = BLACKLIST_KINDS.map((kind) => ({ pk: `BLACKLIST#${kind}`, sk: 'ACTIVE' }));
  for (const subject of DEMO_SUBJECTS) {
    for (const kind of subject.blackLists ?? []) {
      for (const id of identifiersOf(subject)) {
        keys.push(
          { pk: `SUBJECT#${id}`, sk: `BLACKLIST#${kind}` },
          { pk: `BLACKLIST#${kind}#demo-1`, sk: `SUBJECT#${id}` },
        );
      }
    }
  }
  return keys;
}

/**
 * Both black lists as the product leaves them: each load's members (items and file) written first, as
 * the load worker does, so no head ever names a load without its members; then the head and history.
 */
async function seedBlacklists(context: DemoSeedContext) {
  // Imported here rather than at the top: members.ts builds the functions' SDK clients when it loads,
  // which must wait until the local runtime has pointed their environment at the emulators (handler-env.ts).
  const [{ writeMembers }, { membersChanges }] = await Promise.all([
    import('../../../functions/stores/black-lists/members'),
    import('../../../functions/blacklist/members-diff'),
  ]);
  for (const kind of BLACKLIST_KINDS) {
    const loads = DEMO_BLACKLIST_LOADS[kind];
    for (const load of loads) await writeMembers(kind, load.id, load.rows);
    await putMissing(context, blacklistVersionItems(kind, loads, membersChanges) as Item[]);
  }
  await batchDelete(context.documentClient, context.table('data'), replacedBlacklistKeys());
}

/**
 * The configuration in force, both black lists with their history and the facts of the demo subjects.
 * Puts are conditional: a re-seed never overwrites what a user changed since (a configuration or a
 * black list published since stays in force).
 */
export const precheckDemoSeeder: DemoSeeder = {
  name: 'precheck',
  // v2 (issue 12): the subject-keyed black-list memberships the precheck read then.
  // v3 (issue 13): the configuration on the versioned-entity rail.
  // v4 (issue 14): the black lists on the rail, their members keyed by load; the items of v2 deleted.
  // v5 (issue 16): the demo customers as the customers list stores them.
  // v6 (issue 16): the flagged address without the empty list of flagged subjects.
  version: 6,
  async seed(context) {
    await putMissing(context, precheckDemoItems());
    await seedBlacklists(context);
  },
};
