import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { Locale } from '../../../../shared/constants';
import { createI18n } from '../i18n/create-i18n';

/**
 * Test support for the KPI modals (jsdom): renders with the console's providers — i18next and an
 * SWR cache of its own, with the console's no-retry options — and waits for lazy charts to settle.
 * Not imported by application code.
 */
export function mountKpiModal({ locale = 'it' }: { locale?: Locale } = {}) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const i18n = createI18n({ lng: locale, modules: [initReactI18next] });
  const cache = new Map();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root: Root = createRoot(container);

  const render = async (element: ReactNode) => {
    await act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <SWRConfig value={{ provider: () => cache, shouldRetryOnError: false, revalidateOnFocus: false }}>
            {element}
          </SWRConfig>
        </I18nextProvider>,
      ),
    );
  };

  /** True once `check` holds, within about fifteen seconds (the first lazy import is the slow part). */
  const until = async (check: () => boolean): Promise<boolean> => {
    for (let attempt = 0; attempt < 1500 && !check(); attempt++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    return check();
  };

  const unmount = async () => {
    await act(async () => root.unmount());
    document.body.innerHTML = '';
  };

  const byTestId = (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const allByTestId = (id: string) => [...document.body.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
  const text = () => document.body.textContent ?? '';
  const click = async (element: HTMLElement | null | undefined) => {
    await act(async () => element?.click());
  };
  const button = (label: string) =>
    [...document.body.querySelectorAll('button')].find((candidate) => candidate.textContent === label);

  return { render, until, unmount, byTestId, allByTestId, text, click, button };
}
