import type { DecisionInput } from '../../../shared/decision/types';
import type { BlacklistKind } from '../../../shared/enums';
import type { ConfigurationFile } from '../../../shared/schemas/configuration';

/** The precheck's facts: what a check needs to know (the precheck and the enrichment judge with them). */

/** Whom and where a check is about: the subject's identifiers and the supply address. */
export interface FactsQuery {
  /** Tax code and VAT number, as given, deduplicated; at least one. */
  identifiers: readonly string[];
  supplyAddress: { provinceCode: string; municipality: string; street: string };
}

/** The CURRENT configuration and the active black-list versions: what changes on publication only. */
export interface PrecheckSettings {
  configuration: { id: string; version: number; file: ConfigurationFile };
  /** Active version id per black list; absent when the list has no active version. */
  activeBlacklists: Partial<Record<BlacklistKind, string>>;
}

export type SubjectFacts = Pick<DecisionInput, 'whiteList' | 'blackLists' | 'customer' | 'bureau' | 'prospectRisk'>;

export interface PrecheckFacts {
  settings(): Promise<PrecheckSettings>;
  /** Everything known about the subject, in as few round trips as the store allows. */
  subjectFacts(query: FactsQuery, settings: PrecheckSettings): Promise<SubjectFacts>;
}

/** The precheck's own reads: also the settings and the subject's facts together, for a check with no settings cached. */
export interface CheckFacts extends PrecheckFacts {
  /** The settings and the subject's facts in one round trip (one BatchGet): no read waits for another. */
  settingsWithSubjectFacts(query: FactsQuery): Promise<{ settings: PrecheckSettings; facts: SubjectFacts }>;
}
