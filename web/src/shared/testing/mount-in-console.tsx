import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '../../../../shared/constants';
import { createI18n } from '../i18n/create-i18n';

/**
 * For jsdom tests: renders an element as the console does, with its texts and a router at `url`,
 * inside act. Returns the i18next instance (to change language) and how to unmount.
 */
export async function mountInConsole(
  element: ReactNode,
  { url = '/', locale = 'it' }: { url?: string; locale?: Locale } = {},
) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const i18n = createI18n({ lng: locale, modules: [initReactI18next] });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
      </I18nextProvider>,
    ),
  );
  return {
    i18n,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}
