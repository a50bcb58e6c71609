// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../../shared/constants';
import type { BacktestSummary } from '../../../../shared/schemas/backtest';
import { createI18n } from '../../shared/i18n/create-i18n';
import { UnreproducedLink } from './unreproduced-link';

let root: Root | undefined;
let search = '';

function LocationProbe() {
  search = useLocation().search;
  return null;
}

async function mount(unreproduced: BacktestSummary['unreproduced'], locale: Locale = 'it') {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const i18n = createI18n({ lng: locale, modules: [initReactI18next] });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/admin/configuration/backtest?section=draft&transitions=EX406%3EEX302']}>
          <LocationProbe />
          <UnreproducedLink summary={{ unreproduced } as BacktestSummary} />
        </MemoryRouter>
      </I18nextProvider>,
    ),
  );
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('the link from the reproducibility figure to the checks that did not reproduce', () => {
  it('narrows the changed checks to their partitions, the page’s other parameters kept', async () => {
    const container = await mount([
      { transition: 'NR:EX406>EX302', count: 3 },
      { transition: 'NR:EX303>NONE', count: 1 },
    ]);
    const link = container.querySelector('a') as HTMLAnchorElement;
    expect(link.textContent).toBe('Mostra tra le verifiche cambiate le 4 che non danno l’esito registrato');
    await act(async () => link.click());
    const params = new URLSearchParams(search);
    expect(params.get('section')).toBe('draft');
    expect(params.getAll('transitions')).toEqual(['NR:EX406>EX302', 'NR:EX303>NONE']);
  });

  it('speaks English in English', async () => {
    const container = await mount([{ transition: 'NR:EX406>EX302', count: 2 }], 'en');
    expect(container.querySelector('a')?.textContent).toBe(
      'Show the 2 that do not give their recorded outcome among the changed checks',
    );
  });

  it.each([[undefined], [[]]])('is not shown when every check reproduced (%j)', async (unreproduced) => {
    const container = await mount(unreproduced);
    expect(container.querySelector('a')).toBeNull();
  });
});
