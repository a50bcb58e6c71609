import { type ComponentType, Suspense } from 'react';
import { ROLE_PROFILES } from '../../../../shared/roles';
import type { UserData } from '../../features/auth';
import type { OwnLayoutPageProps } from '../../shared/components/screen-props';
import { LoadingScreen } from '../loading-screen';
import { useUserMenu } from './user-menu';

interface OwnLayoutRouteProps {
  user: UserData;
  page: ComponentType<OwnLayoutPageProps>;
}

/** A page with a layout of its own (screens.ts OWN_LAYOUT_PAGES): its download awaited, the user's menu handed in. */
export function OwnLayoutRoute({ user, page: Page }: OwnLayoutRouteProps) {
  const userMenu = useUserMenu(user);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page role={user.role} markets={ROLE_PROFILES[user.role].markets} username={user.username} userMenu={userMenu} />
    </Suspense>
  );
}
