import { areaSections } from '../../shared/components/area-sections';
import { REPEATED_CHECKS_PATH } from '../../shared/components/console-paths';

/**
 * The sections of 'Verifiche ripetute' (/admin/repeatedChecks, ADMIN and RISK_OFFICER), chosen by the
 * `section` query parameter: the chains (the default) and who repeats them.
 */
export const REPEATED_CHECKS_SECTIONS = ['catene', 'chiRipete'] as const;
export type RepeatedChecksSection = (typeof REPEATED_CHECKS_SECTIONS)[number];

export const REPEATED_CHECKS_AREA = areaSections<RepeatedChecksSection>(
  REPEATED_CHECKS_PATH,
  REPEATED_CHECKS_SECTIONS,
  'catene',
);
