import type { SnapshotAddress } from '../../../shared/decision/snapshot';
import type { DecisionInput } from '../../../shared/decision/types';
import type { BlacklistKind } from '../../../shared/enums';
import type { BlacklistVersion } from '../../../shared/schemas/blacklist';
import type { ConfigurationFile } from '../../../shared/schemas/configuration';

/** The precheck's facts: what a check needs to know (the precheck and the enrichment judge with them). */

/** Whom and where a check is about: the subject's identifiers and the supply address. */
export interface FactsQuery {
  /** Tax code and VAT number, as given, deduplicated; at least one. */
  identifiers: readonly string[];
  supplyAddress: { provinceCode: string; municipality: string; street: string };
}

/** A black-list version as a check needs it: which one, whose load's members it lists, from when. */
export type BlacklistVersionRef = Pick<BlacklistVersion, 'id' | 'membersId' | 'validFrom'>;

/**
 * One black list's head as the settings keep it: the version in force when it was read and the one
 * published to take its place at its `validFrom` (the next Italian midnight).
 */
export interface BlacklistSlots {
  current: BlacklistVersionRef | null;
  scheduled: BlacklistVersionRef | null;
}

/** The CURRENT configuration and both black lists' heads: what changes on publication only. */
export interface PrecheckSettings {
  /** `validityStartDate`: since when it is in force, what the explanation names it by. */
  configuration: { id: string; version: number; validityStartDate?: string | null; file: ConfigurationFile };
  /**
   * Both slots, not the version in force: which one a check uses is chosen at the moment of the check
   * (blacklistsInForce), so settings cached across an Italian midnight still follow the switch.
   */
  blacklists: Record<BlacklistKind, BlacklistSlots>;
}

/** The version of each black list in force at a check (null: the list has none): what its memberships are read in. */
export type BlacklistsInForce = Record<BlacklistKind, BlacklistVersionRef | null>;

/**
 * The engine's facts of a subject, and the supply address's facts the fraud correlation came from
 * (recorded in the decision snapshot, shared/decision/snapshot.ts, so a replay can put in another version).
 */
export type SubjectFacts = Pick<DecisionInput, 'whiteList' | 'blackLists' | 'customer' | 'bureau' | 'prospectRisk'> & {
  address: SnapshotAddress;
};

export interface PrecheckFacts {
  settings(): Promise<PrecheckSettings>;
  /**
   * Everything known about the subject under the black-list versions in force: one BatchGet, and a
   * second only when the supply address lists other known subjects (their memberships feed the fraud
   * correlation).
   */
  subjectFacts(query: FactsQuery, blacklists: BlacklistsInForce): Promise<SubjectFacts>;
}

/** The precheck's own reads: also the settings and the subject's facts together, for a check with no settings cached. */
export interface CheckFacts extends PrecheckFacts {
  /**
   * The settings and the subject's facts at `at`, in two round trips: the settings with every fact that
   * does not depend on them, then the memberships in the black-list versions in force at `at` (the
   * subject's own and those of the other subjects known at its address, in the same BatchGet).
   */
  settingsWithSubjectFacts(
    query: FactsQuery,
    at: Date,
  ): Promise<{ settings: PrecheckSettings; blacklists: BlacklistsInForce; facts: SubjectFacts }>;
}
