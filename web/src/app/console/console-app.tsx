import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ROLE_PROFILES } from '../../../../shared/roles';
import { sessionEndOfApiCode, type UserData, useAuth } from '../../features/auth';
import { onUnauthorized } from '../../shared/api';
import { BACK_PATH, BackPage } from './back-page';
import { ConsoleLayout } from './console-layout';
import { OwnLayoutRoute } from './own-layout-route';
import { OWN_LAYOUT_PAGES, SCREEN_COMPONENTS, SCREEN_PAGES, screenPath } from './screens';

const swrOptions = {
  // A fresh cache per signed-in user: nothing the previous user loaded is shown to the next one.
  provider: () => new Map(),
  // Each failed call raises an alert: no silent retries or refetches on focus that would repeat it.
  shouldRetryOnError: false,
  revalidateOnFocus: false,
};

/**
 * The signed-in console. Only the role's routes exist (spec section 2); any other path, /admin
 * itself included, redirects to the role's default page.
 */
export default function ConsoleApp({ user }: { user: UserData }) {
  const { signOut } = useAuth();
  const profile = ROLE_PROFILES[user.role];
  const homePath = screenPath(profile.defaultScreen);

  // Spec section 6: a 401 or 403 from any call logs the user out. The alert stays to say why, and the
  // sign-in form says when the user was disabled or its role changed since its token.
  useEffect(() => onUnauthorized((error) => void signOut(sessionEndOfApiCode(error.errors[0]?.code))), [signOut]);

  return (
    <SWRConfig value={swrOptions}>
      <BrowserRouter>
        <Routes>
          <Route path="/admin" element={<ConsoleLayout user={user} screens={profile.screens} homePath={homePath} />}>
            {profile.screens.map((screen) => {
              const Screen = SCREEN_COMPONENTS[screen];
              return (
                <Route
                  key={screen}
                  path={screen}
                  element={<Screen role={user.role} markets={profile.markets} username={user.username} />}
                />
              );
            })}
            {profile.screens.flatMap((screen) =>
              (SCREEN_PAGES[screen] ?? []).map(({ path, component: Page }) => (
                <Route
                  key={path}
                  path={path}
                  element={<Page role={user.role} markets={profile.markets} username={user.username} />}
                />
              )),
            )}
            <Route index element={<Navigate to={homePath} replace />} />
            <Route path={BACK_PATH.slice('/admin/'.length)} element={<BackPage homePath={homePath} />} />
          </Route>
          {profile.screens.flatMap((screen) =>
            (OWN_LAYOUT_PAGES[screen] ?? []).map(({ path, component }) => (
              <Route key={path} path={path} element={<OwnLayoutRoute user={user} page={component} />} />
            )),
          )}
          <Route path="*" element={<Navigate to={homePath} replace />} />
        </Routes>
      </BrowserRouter>
    </SWRConfig>
  );
}
