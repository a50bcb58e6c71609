import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type UserData, useAuth } from '../../features/auth';
import { alerts } from '../../shared/alerts/alert-store';
import { leave } from '../landing';

const SIGN_OUT = 'sign-out';
const SECURITY = 'security';

/** The top bar's user entry: the initials, name and role, the user's two-step verification, and logout. */
export function userMenu(
  user: UserData,
  t: TFunction,
  onSignOut: () => void,
  onSecurity: () => void = () => undefined,
): TopNavigationProps.Utility {
  const fullName = `${capitalised(user.name)} ${capitalised(user.surname)}`;
  return {
    type: 'menu-dropdown',
    text: user.initials,
    title: fullName,
    // The dropdown's header shows the description only: it carries the name and the role.
    description: `${fullName} · ${t(`roles.${user.role}`)}`,
    iconName: 'user-profile',
    ariaLabel: `${t('topBar.userMenu')}: ${fullName}`,
    items: [
      { id: SECURITY, text: t('security.menuItem') },
      { id: SIGN_OUT, text: t('topBar.signOut') },
    ],
    onItemClick: ({ detail }) => {
      if (detail.id === SIGN_OUT) onSignOut();
      if (detail.id === SECURITY) onSecurity();
    },
  };
}

/** The user menu of a top bar, its logout wired: the console frame and the pages of their own layout. */
export function useUserMenu(user: UserData): TopNavigationProps.Utility {
  const { t } = useTranslation();
  const { signOut, security } = useAuth();
  return userMenu(
    user,
    t,
    () => {
      // An explicit logout leaves nothing of the session behind, its alerts and its place included:
      // the next sign-in opens its own role's default page.
      alerts.clear();
      void signOut().then(() => leave());
    },
    security.show,
  );
}

// Usernames are lower case ('mario.rossi'); the menu shows 'Mario Rossi'.
function capitalised(part: string): string {
  return part.charAt(0).toUpperCase() + part.slice(1);
}
