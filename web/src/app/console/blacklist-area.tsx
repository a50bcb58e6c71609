import BlacklistScreen from '../../features/blacklist/blacklist-screen';
import ConfigurationScreen from '../../features/configuration/configuration-screen';
import type { ScreenProps } from '../../shared/components/screen-props';

const SECTIONS = { configurazione: ConfigurationScreen };

/**
 * /admin/blacklist with the sections built so far: the configuration section is the configuration
 * screen (also at /admin/parameters). Composed here, since features never import each other.
 */
export default function BlacklistArea(props: ScreenProps) {
  return <BlacklistScreen {...props} sections={SECTIONS} />;
}
