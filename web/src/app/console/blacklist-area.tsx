import AgenciesScreen from '../../features/agencies/agencies-screen';
import { CedutiScreen, RadiatiScreen } from '../../features/blacklist/blacklist-list-screen';
import BlacklistScreen from '../../features/blacklist/blacklist-screen';
import ConfigurationScreen from '../../features/configuration/configuration-screen';
import type { ScreenProps } from '../../shared/components/screen-props';

const SECTIONS = {
  ceduti: CedutiScreen,
  radiati: RadiatiScreen,
  configurazione: ConfigurationScreen,
  agenzie: AgenciesScreen,
};

/**
 * /admin/blacklist with its four sections: the two black lists, the configuration section, which is the
 * configuration screen (also at /admin/parameters), and the agency mapping, shown when no other section
 * is chosen. Composed here, since features never import each other.
 */
export default function BlacklistArea(props: ScreenProps) {
  return <BlacklistScreen {...props} sections={SECTIONS} />;
}
