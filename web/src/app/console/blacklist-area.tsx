import { CedutiScreen, RadiatiScreen } from '../../features/blacklist/blacklist-list-screen';
import BlacklistScreen from '../../features/blacklist/blacklist-screen';
import ConfigurationScreen from '../../features/configuration/configuration-screen';
import type { ScreenProps } from '../../shared/components/screen-props';

const SECTIONS = { ceduti: CedutiScreen, radiati: RadiatiScreen, configurazione: ConfigurationScreen };

/**
 * /admin/blacklist with the sections built so far: the two black lists, and the configuration section,
 * which is the configuration screen (also at /admin/parameters). Composed here, since features never
 * import each other.
 */
export default function BlacklistArea(props: ScreenProps) {
  return <BlacklistScreen {...props} sections={SECTIONS} />;
}
