import type { ScreenProps } from '../../shared/components/screen-props';
import { SectionArea } from '../../shared/components/section-area';
import ChainsScreen from './chains-screen';
import { REPEATED_CHECKS_AREA } from './repeated-checks-sections';
import WhoRepeatsScreen from './who-repeats-screen';

const SECTIONS = { catene: ChainsScreen, chiRipete: WhoRepeatsScreen };

/**
 * 'Verifiche ripetute' (/admin/repeatedChecks, ADMIN and RISK_OFFICER; docs/monitoring.md): the chains
 * of repeated checks unless 'Chi ripete' is chosen.
 */
export default function RepeatedChecksScreen(props: ScreenProps) {
  return <SectionArea area={REPEATED_CHECKS_AREA} sections={SECTIONS} {...props} />;
}
