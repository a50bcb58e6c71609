import AuditTrailScreen from '../../features/audit-trail/audit-trail-screen';
import BackofficeScreen from '../../features/backoffice/backoffice-screen';
import BackofficeTools from '../../features/backoffice/backoffice-tools';
import { ConfigurationDiffView } from '../../features/configuration/diff/configuration-diff-view';
import UsersScreen from '../../features/users/users-screen';
import type { ScreenProps } from '../../shared/components/screen-props';

/** 'Registro modifiche' with the configuration's changes in words, as the configuration feature says them. */
const AuditTrailSection = () => <AuditTrailScreen ConfigurationDiff={ConfigurationDiffView} />;

const SECTIONS = {
  utenti: UsersScreen,
  registro: AuditTrailSection,
  strumenti: BackofficeTools,
};

/**
 * /admin/backoffice with its sections: users and roles (the default), the audit trail and the developer
 * tools. Composed here, since features never import each other.
 */
export default function BackofficeArea(props: ScreenProps) {
  return <BackofficeScreen {...props} sections={SECTIONS} />;
}
