import type { BlacklistRow } from '../../../functions/stores/black-lists/members';
import { EXAMPLE_CONFIGURATION_FILE } from '../../../shared/decision/example-configuration';
import type { BlacklistKind } from '../../../shared/enums';
import { nextRomeMidnight } from '../../../shared/italian-time';
import type { Configuration } from '../../../shared/schemas/configuration';
import type { DecisionHistory } from '../synthetic/decision-history';
import type { DemoLoad } from './precheck-blacklists';
import { DEMO_SUBJECTS, FORMER_BLACKLIST_MEMBERS, RADIATI_COMPANY } from './precheck-demo-subjects';

/**
 * The versions the demo seeds (precheck-seeder.ts): the configuration in force and the one it replaced,
 * each black list's loads. The synthetic request log records the versions in force at each of its checks
 * from here (DEMO_DECISION_HISTORY), so its decision snapshots replay against versions the demo holds.
 */

export const SEEDED_AT = '2026-01-01T00:00:00.000Z';

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
export const DEMO_BLACKLIST_LOADS: Record<BlacklistKind, readonly DemoLoad[]> = {
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
export const DEMO_CONFIGURATION: Configuration = {
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
export const DEMO_ARCHIVED_CONFIGURATION: Configuration = {
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

/** What was in force when, as the demo tells it: what the synthetic checks were decided with. */
export const DEMO_DECISION_HISTORY: DecisionHistory = {
  configurations: [DEMO_ARCHIVED_CONFIGURATION, DEMO_CONFIGURATION].map((configuration) => ({
    id: configuration.id,
    version: configuration.version,
    file: configuration.configurationFile,
    validFrom: configuration.validityStartDate as string,
  })),
  blacklists: {
    RADIATI: DEMO_BLACKLIST_LOADS.RADIATI.map((load) => ({
      id: load.id,
      validFrom: nextRomeMidnight(load.publishedAt),
    })),
    CEDUTI: DEMO_BLACKLIST_LOADS.CEDUTI.map((load) => ({ id: load.id, validFrom: nextRomeMidnight(load.publishedAt) })),
  },
};
