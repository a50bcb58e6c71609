import type { TFunction } from 'i18next';
import type { BlacklistKind } from '../../../../shared/enums';
import type { CheckDetail } from '../../../../shared/schemas/check-detail';
import { blacklistName, configurationName } from './version-names';

type Comparison = NonNullable<CheckDetail['comparison']>;

/** One column of the side-by-side: what it is decided with, in words. */
export interface ComparisonSide {
  heading: string;
  /** The black-list version compared, under the heading; none for a configuration. */
  version?: string;
  /** The configuration the column's explanation was decided with. */
  configuration: string;
  /** The version of `kind` the column read: the one compared for its list, else the one recorded. */
  blacklistVersion: (kind: BlacklistKind) => string | undefined;
}

/**
 * The side-by-side of a back-test's changed check in words: the version in force and the one compared,
 * each named by its id and validity. A back-test's result stays readable after its draft was published
 * or archived, so the compared version is called a draft only while it is one (a configuration 'in
 * aggiornamento', a READY black-list load); the recorded black-list versions are what both columns read
 * for the lists the comparison does not replace.
 */
export function comparisonTexts(
  comparison: Comparison,
  recordedBlacklist: (kind: BlacklistKind) => string | undefined,
  t: TFunction,
) {
  const { current, draft } = comparison;
  const isDraft = draft.configuration ? draft.configuration.status === 'UPDATING' : draft.blacklist?.status === 'READY';
  const changed = current.code !== draft.code || current.trafficLight !== draft.trafficLight;
  const currentConfiguration = configurationName(current.configuration, t);
  const listVersion = draft.blacklist ? blacklistName(draft.blacklist, t) : undefined;
  const currentSide: ComparisonSide = {
    heading: t('checkDetail.comparison.current'),
    configuration: currentConfiguration,
    blacklistVersion: recordedBlacklist,
  };
  const draftSide: ComparisonSide = {
    heading: draft.blacklist
      ? t('checkDetail.comparison.draftBlacklist', { file: draft.blacklist.filename })
      : isDraft
        ? t('checkDetail.comparison.draftConfiguration')
        : t('checkDetail.comparison.otherConfiguration', { id: draft.configuration?.id ?? '' }),
    version: listVersion,
    // A black-list load is replayed with the configuration in force.
    configuration: draft.configuration ? configurationName(draft.configuration, t) : currentConfiguration,
    blacklistVersion: (kind) => (kind === draft.kind && listVersion ? listVersion : recordedBlacklist(kind)),
  };
  return {
    title: isDraft ? t('checkDetail.sections.comparison') : t('checkDetail.sections.comparisonOther'),
    draftLabel: isDraft ? t('checkDetail.comparison.draft') : t('checkDetail.comparison.other'),
    changed,
    verdict: isDraft
      ? t(changed ? 'checkDetail.comparison.changed' : 'checkDetail.comparison.unchanged')
      : t(changed ? 'checkDetail.comparison.otherChanged' : 'checkDetail.comparison.otherUnchanged'),
    current: currentSide,
    draft: draftSide,
  };
}
