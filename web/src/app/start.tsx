import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureAuth } from '../features/auth';
import { loadRuntimeConfig } from '../shared/config/runtime-config';
import { loadCloudscapeMessages } from '../shared/i18n/cloudscape-messages';
import { i18n } from '../shared/i18n/i18n';
import { isLocale } from '../shared/i18n/locale-storage';
import { App, preloadStoredSessionConsole } from './app';
import { ConfigError } from './config-error';

/** Reads /config.json and the Cloudscape texts of the chosen language together, then renders. */
export async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  preloadStoredSessionConsole();
  const locale = isLocale(i18n.language) ? i18n.language : 'it';
  try {
    const [config] = await Promise.all([loadRuntimeConfig(), loadCloudscapeMessages(locale)]);
    configureAuth(config);
  } catch (error) {
    console.error(error);
    root.render(<ConfigError />);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
