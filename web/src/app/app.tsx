import { I18nProvider } from '@cloudscape-design/components/i18n';
import { lazy, Suspense, useEffect } from 'react';
import { AuthProvider, SignInPage, type UserData, useAuth } from '../features/auth';
import { useCloudscapeMessages } from '../shared/i18n/cloudscape-messages';
import { loadConsoleTexts, useLocale } from '../shared/i18n/i18n';
import { AlertsBar } from './alerts-bar';
import { preloadPage } from './console/screens';
import { arrive } from './landing';
import { LoadingScreen } from './loading-screen';

// The signed-in console (router, layout, API client, screens) and the texts of its screens are separate
// downloads, fetched together: the sign-in page loads only what it shows.
const loadConsole = () =>
  Promise.all([import('./console/console-app'), loadConsoleTexts()]).then(([consoleApp]) => consoleApp);
const ConsoleApp = lazy(loadConsole);
/** Amplify keeps the last signed-in user of the pool client under this key's prefix and suffix. */
const hasStoredSession = (storage: Storage) =>
  Object.keys(storage).some(
    (key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser'),
  );

/**
 * A full load with a session in storage opens the console: its code and the code of the page at the
 * address start downloading now, beside the config and the session's check, not one after the other
 * (a list's first rows came about 0.6 s later on two cores). Without a session nothing more is fetched.
 */
export function preloadStoredSessionConsole(storage: Storage = localStorage, pathname = window.location.pathname) {
  if (!hasStoredSession(storage)) return;
  void loadConsole().catch(() => undefined);
  preloadPage(pathname);
}

// The QR code's encoder comes with the security settings, only when they are opened.
const SecuritySettingsModal = lazy(() => import('../features/auth/security-settings-modal'));

/** The console opens where the user was only if it is that user's place (landing.ts). */
const landSignedInUser = (user: UserData) => arrive(user.username);

export function App() {
  const locale = useLocale();
  const messages = useCloudscapeMessages(locale);
  return (
    <I18nProvider locale={locale} messages={messages}>
      <AuthProvider onSignedIn={landSignedInUser}>
        <AlertsBar />
        <AuthGate />
      </AuthProvider>
    </I18nProvider>
  );
}

function AuthGate() {
  const { state, security } = useAuth();
  const signingIn = state.ready && state.loading && !state.token;

  // Fetch the console while Cognito checks the password, not after.
  useEffect(() => {
    if (signingIn) void loadConsole();
  }, [signingIn]);

  if (!state.ready) return <LoadingScreen />;
  if (!state.token || !state.userData) return <SignInPage />;
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <ConsoleApp user={state.userData} />
      </Suspense>
      {/* A boundary of its own: were the modal's download to suspend the console's boundary, React would
          hide the console and run its layout effects' cleanups, and SWR's cache provider would lose its
          state (a blank page on the next call). */}
      {security.open && (
        <Suspense fallback={null}>
          <SecuritySettingsModal />
        </Suspense>
      )}
    </>
  );
}
