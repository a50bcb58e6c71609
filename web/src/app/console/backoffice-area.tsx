import BackofficeScreen from '../../features/backoffice/backoffice-screen';
import BackofficeTools from '../../features/backoffice/backoffice-tools';
import UsersScreen from '../../features/users/users-screen';
import type { ScreenProps } from '../../shared/components/screen-props';

const SECTIONS = {
  utenti: UsersScreen,
  strumenti: BackofficeTools,
};

/**
 * /admin/backoffice with its sections: users and roles (the default) and the developer tools. Composed
 * here, since features never import each other.
 */
export default function BackofficeArea(props: ScreenProps) {
  return <BackofficeScreen {...props} sections={SECTIONS} />;
}
