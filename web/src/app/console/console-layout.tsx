import AppLayout from '@cloudscape-design/components/app-layout';
import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { TABLE_SIDE_MENU_WIDTH } from '../../../../shared/constants';
import type { Screen } from '../../../../shared/roles';
import type { UserData } from '../../features/auth';
import { TopBar } from '../../shared/components/top-bar';
import { LoadingScreen } from '../loading-screen';
import { SideNav } from './side-nav';
import { useUserMenu } from './user-menu';

const TOP_BAR_ID = 'console-top-bar';

interface ConsoleLayoutProps {
  user: UserData;
  screens: readonly Screen[];
  homePath: string;
}

/** The AWS-console frame: top bar, side navigation and the current screen. */
export function ConsoleLayout({ user, screens, homePath }: ConsoleLayoutProps) {
  const navigate = useNavigate();
  const menu = useUserMenu(user);

  return (
    <>
      <div id={TOP_BAR_ID} style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
        <TopBar utilities={[menu]} onHome={() => navigate(homePath)} />
      </div>
      <AppLayout
        headerSelector={`#${TOP_BAR_ID}`}
        navigation={<SideNav screens={screens} />}
        // Spec section 9: the tables are the window's width minus 220.
        navigationWidth={TABLE_SIDE_MENU_WIDTH}
        toolsHide
        content={
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        }
      />
    </>
  );
}
