import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchDelete } from '../../../functions/commons/dynamo/batch-put';
import { refusedByCondition } from '../../../functions/commons/dynamo/conditional-write';
import { headOf } from '../../../functions/commons/versioned/head';
import { archivedVersionItem } from '../../../functions/commons/versioned/versioned-keys';
import { addressRiskKey } from '../../../functions/stores/address-risk/keys';
import { CONFIGURATION_KEYS } from '../../../functions/stores/configuration/keys';
import { customerItems } from '../../../functions/stores/customers/items';
import { customerKey } from '../../../functions/stores/customers/keys';
import { creditBureauKey, prospectRiskKey } from '../../../functions/stores/subjects/keys';
import { BLACKLIST_KINDS } from '../../../shared/enums';
import { demoCustomer } from './demo-customer';
import type { DemoSeedContext, DemoSeeder } from './demo-seeder';
import { DEMO_ARCHIVED_CONFIGURATION, DEMO_BLACKLIST_LOADS, DEMO_CONFIGURATION, SEEDED_AT } from './demo-versions';
import { blacklistVersionItems } from './precheck-blacklists';
import {
  DEMO_SUBJECTS,
  type DemoSubject,
  FLAGGED_ADDRESS,
  FLAGGED_ADDRESS_KNOWN_SUBJECTS,
} from './precheck-demo-subjects';

type Item = Record<string, unknown> & { pk: string; sk: string };

// The tests name the versions in force by the seeder that writes them.
export { DEMO_BLACKLISTS_IN_FORCE } from './demo-versions';

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
 * while keeping anything written since: the configuration head before the rail (no
 * `revision`), the address item whose `flaggedSubjects` named the black-listed subject, then
 * held an empty list, which the customer loader's string-set updates cannot change.
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
  // The customers before the customers list: no slim attributes, not listed.
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
      if (!refusedByCondition(error)) throw error;
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
  // v2: the subject-keyed black-list memberships the precheck read then.
  // v3: the configuration on the versioned-entity rail.
  // v4: the black lists on the rail, their members keyed by load; the items of v2 deleted.
  // v5: the demo customers as the customers list stores them.
  // v6: the flagged address without the empty list of flagged subjects.
  version: 6,
  async seed(context) {
    await putMissing(context, precheckDemoItems());
    await seedBlacklists(context);
  },
};
