// @vitest-environment jsdom
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../../shared/constants';
import { EXAMPLE_CONFIGURATION_FILE as FILE } from '../../../../../shared/decision/example-configuration';
import type { Configuration } from '../../../../../shared/schemas/configuration';
import { mountInConsole } from '../../../shared/testing/mount-in-console';
import { ConfigurationDetailModal } from './configuration-detail-modal';

/** The detail modal in jsdom: what a risk administrator sees, edits, and what 'Aggiorna' hands over. */

const CURRENT: Configuration = {
  id: 'cfg-2026-03',
  parentId: 'cfg-2026-01',
  validityStartDate: '2026-03-02T08:30:00.000Z',
  validityEndDate: null,
  publicationUser: 'chiara.ferri',
  note: 'Soglie di marzo',
  status: 'CURRENT',
  version: 1,
  configurationFile: FILE,
  updatedBy: 'mario.rossi',
  updatedAt: '2026-03-01T16:00:00.000Z',
};

let unmount: () => Promise<void> = async () => {};
afterEach(async () => {
  vi.useRealTimers();
  await unmount();
  document.body.innerHTML = '';
});

async function open({ editable = true, locale = 'it' as Locale, configuration = CURRENT } = {}) {
  const onUpdate = vi.fn();
  const mounted = await mountInConsole(
    <ConfigurationDetailModal
      configuration={configuration}
      editable={editable}
      onClose={() => {}}
      onUpdate={onUpdate}
      footerActions={<button type="button">Pubblica</button>}
    />,
    { locale },
  );
  unmount = mounted.unmount;
  return onUpdate;
}

const text = () => document.body.textContent ?? '';
const button = (label: string) =>
  [...document.body.querySelectorAll('button')].find((candidate) => candidate.textContent === label);
const labelled = <Element extends HTMLElement>(label: string) =>
  document.body.querySelector<Element>(`[aria-label="${label}"]`);
const tableMessages = () => document.body.querySelector('[data-testid="configuration-table-messages"]');

async function click(element: HTMLElement | null | undefined) {
  expect(element).toBeTruthy();
  await act(async () => element?.click());
}

async function showTab(name: string) {
  await click([...document.body.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === name));
}

const VALIDITY_DAYS = '#configuration-validity-days';

/**
 * Types into a React-controlled input the way a browser does: the native setter, then 'input'. The
 * input is named by its aria-label (the table cells) or found by a selector (a labelled form field).
 */
async function type(name: string, value: string) {
  const input = name.startsWith('#')
    ? document.body.querySelector<HTMLInputElement>(name)
    : labelled<HTMLInputElement>(name);
  expect(input).toBeTruthy();
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A Cloudscape select names its trigger through aria-labelledby, the label first. */
const selectNamed = (label: string) =>
  [...document.body.querySelectorAll<HTMLElement>('button[aria-labelledby]')].find((trigger) => {
    const [labelId] = trigger.getAttribute('aria-labelledby')?.split(' ') ?? [];
    return labelId !== undefined && document.getElementById(labelId)?.textContent === label;
  });

/** Opens a select by its name and picks the option of `code` (Cloudscape's test utilities drive the dropdown). */
function choose(label: string, code: string) {
  const trigger = selectNamed(label);
  const select = createWrapper(document.body)
    .findAllSelects()
    .find((candidate) => candidate.findTrigger().getElement() === trigger);
  expect(select).toBeDefined();
  select?.openDropdown();
  select?.selectOptionByValue(code, { expandToViewport: true });
}

describe('configuration detail modal', () => {
  it('shows the version and its five tabs, read-only when not editable', async () => {
    await open({ editable: false });
    for (const shown of [
      'Attiva',
      'cfg-2026-03',
      'chiara.ferri',
      'mario.rossi, 01/03/2026 17:00:00',
      'Soglie di marzo',
    ])
      expect(text()).toContain(shown);
    // In force from a day: a date is meant, not the instant of the publication.
    expect(text()).toContain('dal 02/03/2026');
    expect(text()).not.toContain('dal 02/03/2026 09:30');
    const tabs = [...document.body.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Parametri white list',
      'Parametri Black List Morosi',
      'Parametri Andamentale',
      'White list - Causali',
      'White list - Data fine validità',
    ]);
    await showTab('Parametri Black List Morosi');
    // Thresholds in euro without cents where they have none, rows by the names of their codes.
    expect(text()).toMatch(/50\.000\s€/);
    expect(text()).toContain('20%');
    expect(text()).toContain('Persona GiuridicaCondominio');
    expect(text()).not.toMatch(/\b(PG|PF|CON|DEFAULT)\b/);
    expect(document.body.querySelectorAll('input, [role="switch"]')).toHaveLength(0);
    expect(button('Aggiungi riga')).toBeUndefined();
    expect(button('Aggiorna')).toBeUndefined();
    expect(button('Pubblica')).toBeDefined();
  });

  it("says 'deve essere > 0' as soon as a threshold is 0, and offers 'Aggiorna' only after an edit", async () => {
    await open();
    expect(button('Aggiorna')).toBeUndefined();
    await showTab('Parametri Black List Morosi');
    await type('Soglia importo (€), riga 2', '0');
    expect(text()).toContain('deve essere > 0');
    expect(button('Aggiorna')).toBeDefined();
    await type('Soglia importo (€), riga 2', '45000');
    expect(text()).not.toContain('deve essere > 0');
  });

  it('refuses a file without the PF default row with a message that closes after 3 seconds', async () => {
    const onUpdate = await open();
    await click(labelled('Elimina la riga 1'));
    expect(text()).not.toContain('PF');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await click(button('Aggiorna'));
    expect(tableMessages()?.textContent).toContain('Parametri white list: devono essere presenti i valori di default');
    expect(onUpdate).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(2900));
    expect(tableMessages()).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(tableMessages()).toBeNull();
  });

  it('brings forward the tab of a field message and shows it there', async () => {
    const onUpdate = await open();
    await showTab('White list - Data fine validità');
    await type(VALIDITY_DAYS, '400');
    expect(text()).toContain('Deve essere maggiore di 0 e minore di 366');
    await showTab('Parametri white list');
    await click(button('Aggiungi riga'));
    expect(text()).not.toContain('Campo obbligatorio');
    await click(button('Aggiorna'));
    expect(onUpdate).not.toHaveBeenCalled();
    expect(document.body.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Parametri white list');
    expect(text()).toContain('Campo obbligatorio');
    expect(tableMessages()).toBeNull();
  });

  it('hands a valid file to onUpdate with numbers, and a row added, changed, deleted and sorted', async () => {
    const onUpdate = await open();
    await showTab('Parametri Black List Morosi');
    await type('Soglia ritardo (%), riga 1', '25,5');
    await showTab('White list - Causali');
    await click(button('Aggiungi causale'));
    await type('Causale, riga 4', ' Cliente pubblico ');
    await click(labelled('Elimina la riga 3'));
    await click(button('Ordina'));
    await showTab('White list - Data fine validità');
    await type(VALIDITY_DAYS, '120');
    await click(button('Aggiorna'));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith({
      ...FILE,
      paymentTrendChecks: FILE.paymentTrendChecks.map((row, index) =>
        index === 0 ? { ...row, delayThreshold: 25.5 } : row,
      ),
      whitelistReasonParams: ['Altro', 'Cliente pubblico', 'Cliente strategico'],
      whitelistValidityDaysParam: 120,
    });
  });

  it('adds a row with its subject type and micro segment chosen from the lists', async () => {
    const onUpdate = await open();
    await click(button('Aggiungi riga'));
    choose('Tipo soggetto, riga 4', 'PF');
    choose('Microsegmento, riga 4', 'RES');
    await click(button('Aggiorna'));
    expect(onUpdate.mock.calls[0]?.[0].whiteListChecks).toEqual([
      ...FILE.whiteListChecks,
      { subjectType: 'PF', microSegment: 'RES', enabled: true },
    ]);
  });

  it('switches a check off', async () => {
    const onUpdate = await open();
    await click(labelled('Abilitato, riga 1'));
    await click(button('Aggiorna'));
    expect(onUpdate.mock.calls[0]?.[0].whiteListChecks[0]).toEqual({
      subjectType: 'PF',
      microSegment: 'DEFAULT',
      enabled: false,
    });
  });

  it('speaks English', async () => {
    await open({ locale: 'en' });
    expect(text()).toContain('Configuration details');
    expect(text()).toContain('Arrears black list parameters');
    await click(labelled('Delete row 1'));
    await click(button('Update'));
    expect(tableMessages()?.textContent).toContain('White list parameters: the default values must be present');
  });

  it.each([false, true])('has no serious or critical accessibility violation (editable: %s)', async (editable) => {
    await open({ editable });
    await showTab('Parametri Black List Morosi');
    const { violations } = await axe.run(document.body, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      // jsdom draws nothing: contrast is the browser suite's to check.
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([]);
  });
});
