import type { Screen } from '../../../../shared/roles';
import { BACKOFFICE_AREA } from '../../features/backoffice/backoffice-sections';
import { BLACKLIST_AREA } from '../../features/blacklist/blacklist-sections';
import { REPEATED_CHECKS_AREA } from '../../features/repeated-checks/repeated-checks-sections';
import type { AreaSections } from '../../shared/components/area-sections';
import { API_CONTRACT_PATH, CHAIN_PATH } from '../../shared/components/console-paths';

/** A screen the side menu opens onto its sections. */
export interface NavArea {
  area: AreaSections<string>;
  /** The catalogue section naming each of its sections. */
  texts: 'blacklistSections' | 'backofficeSections' | 'repeatedChecks.sections';
  /** Pages under the screen, each lighting the section it belongs to. */
  pages?: Readonly<Record<string, string>>;
}

export const NAV_AREAS: Partial<Record<Screen, NavArea>> = {
  blacklist: { area: BLACKLIST_AREA, texts: 'blacklistSections' },
  repeatedChecks: { area: REPEATED_CHECKS_AREA, texts: 'repeatedChecks.sections', pages: { [CHAIN_PATH]: 'catene' } },
  backoffice: { area: BACKOFFICE_AREA, texts: 'backofficeSections', pages: { [API_CONTRACT_PATH]: 'strumenti' } },
};
