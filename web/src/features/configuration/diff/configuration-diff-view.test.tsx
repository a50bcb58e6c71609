// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EXAMPLE_CONFIGURATION_FILE as FILE } from '../../../../../shared/decision/example-configuration';
import type { ConfigurationFile } from '../../../../../shared/schemas/configuration';
import { mountInConsole } from '../../../shared/testing/mount-in-console';
import { ConfigurationDiffView } from './configuration-diff-view';

/** The diff as the publish confirmation shows it: the labels, one line a change, or no difference. */

let unmount: () => Promise<void> = async () => {};
afterEach(async () => {
  await unmount();
  document.body.innerHTML = '';
});

const EDITED: ConfigurationFile = {
  ...FILE,
  paymentTrendChecks: FILE.paymentTrendChecks.map((row, index) => (index === 0 ? { ...row, delayThreshold: 25 } : row)),
  whitelistReasonParams: [...FILE.whitelistReasonParams, 'Grande cliente'],
};

const lines = () =>
  [...document.body.querySelectorAll('[data-testid="configuration-diff"] li')].map((line) =>
    line.textContent?.replace(/\u00a0/g, ' '),
  );

describe('ConfigurationDiffView', () => {
  it('lists each change in Italian under the two labels', async () => {
    ({ unmount } = await mountInConsole(
      <ConfigurationDiffView from={FILE} to={EDITED} fromLabel="Configurazione attiva" toLabel="Versione 2" />,
    ));
    expect(document.body.textContent).toContain('Da: Configurazione attiva · A: Versione 2');
    expect(lines()).toEqual([
      'Parametri Black List Morosi · Persona Fisica / Default (ogni altro microsegmento): soglia ritardo 20% → 25%',
      'Aggiunta causale «Grande cliente»',
    ]);
  });

  it('speaks English', async () => {
    ({ unmount } = await mountInConsole(<ConfigurationDiffView from={EDITED} to={FILE} />, { locale: 'en' }));
    expect(lines()).toEqual([
      'Arrears black list parameters · Natural person / Default (any other micro segment): delay threshold 25% → 20%',
      'Reason «Grande cliente» removed',
    ]);
  });

  it.each([
    ['it', 'Nessuna differenza'],
    ['en', 'No differences'],
  ] as const)('says so when nothing changes (%s)', async (locale, none) => {
    ({ unmount } = await mountInConsole(<ConfigurationDiffView from={FILE} to={structuredClone(FILE)} />, { locale }));
    expect(lines()).toEqual([]);
    expect(document.body.querySelector('[data-testid="configuration-diff-none"]')?.textContent).toBe(none);
  });
});
