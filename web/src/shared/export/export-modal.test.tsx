// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../shared/constants';
import { ApiError } from '../api/api-error';
import { createI18n } from '../i18n/create-i18n';
import { ExportAllButton } from './export-all-button';
import { LazyExportModal } from './lazy-export-modal';

/** The export button and its modal in jsdom, with the API mocked: what the user sees and what is sent. */

const call = vi.hoisted(() => vi.fn());
vi.mock('../api/api', () => ({ api: { call }, onUnauthorized: vi.fn() }));

const FILTERS = { trafficLight: ['R' as const], dateRange: { startDate: '2026-10-22', endDate: '2026-11-22' } };

let root: Root;
let path: string;

/** The button and the modal wired as the list screens wire them. */
function ListActions({ total }: { total: number | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ExportAllButton total={total} onClick={() => setOpen(true)} />
      <LazyExportModal visible={open} onDismiss={() => setOpen(false)} extractionType="REQUEST_LOG" filters={FILTERS} />
    </>
  );
}

function LocationProbe() {
  path = useLocation().pathname;
  return null;
}

async function mount(total: number | null, locale: Locale = 'it') {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const i18n = createI18n({ lng: locale, modules: [initReactI18next] });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/admin/dossierList']}>
          <LocationProbe />
          <ListActions total={total} />
        </MemoryRouter>
      </I18nextProvider>,
    ),
  );
}

const text = () => document.body.textContent ?? '';
const button = (label: string) =>
  [...document.body.querySelectorAll('button')].find((candidate) => candidate.textContent === label);
/** Cloudscape keeps a button with a disabled reason focusable: aria-disabled instead of disabled. */
const isDisabled = (element: HTMLButtonElement | undefined) =>
  element === undefined ? undefined : element.disabled || element.getAttribute('aria-disabled') === 'true';
const nameInput = () => document.getElementById('export-filename') as HTMLInputElement | null;

async function until(check: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 500 && !check(); attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return check();
}

async function click(element: HTMLElement | null | undefined) {
  await act(async () => element?.click());
}

/** Types into a React-controlled input the way a browser does: the native setter, then 'input'. */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function leave(input: HTMLInputElement) {
  await act(async () => {
    input.focus();
    input.blur();
  });
}

async function openModal() {
  await click(button('Esporta tutto'));
  expect(await until(() => nameInput() !== null)).toBe(true);
  return nameInput() as HTMLInputElement;
}

beforeEach(() => call.mockReset());
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

// The first test pays for the modal's lazy import in jsdom.
describe('export all', { timeout: 30_000 }, () => {
  it.each([
    [0, true],
    [null, true],
    [12, false],
  ])('with a total of %s the button is disabled: %s', async (total, disabled) => {
    await mount(total);
    const exportAll = document.body.querySelector<HTMLButtonElement>('[data-testid="export-all"]') ?? undefined;
    expect(isDisabled(exportAll)).toBe(disabled);
  });

  it('opens with the default name, checks it on blur, and submits the applied filters', async () => {
    await mount(12);
    const input = await openModal();
    expect(input.value).toMatch(/^logRichieste_\d{8}_\d{4}$/);
    expect(text()).toContain('Punto e virgola ( ; )');

    let answerCheck: (taken: boolean) => void = () => {};
    call.mockImplementationOnce(() => new Promise((resolve) => (answerCheck = resolve)));
    await type(input, '  report di novembre');
    expect(input.value).toBe('report di novembre');
    await leave(input);
    expect(input.value).toBe('report_di_novembre');
    expect(call).toHaveBeenCalledWith('checkExportFilename', { params: { filename: 'report_di_novembre' } });
    expect(isDisabled(button('Conferma'))).toBe(true);
    await act(async () => answerCheck(false));
    expect(isDisabled(button('Conferma'))).toBe(false);

    call.mockResolvedValueOnce({});
    await click(button('Conferma'));
    expect(call).toHaveBeenLastCalledWith('exportFileAsync', {
      body: {
        extractionType: 'REQUEST_LOG',
        filters: FILTERS,
        filename: 'report_di_novembre',
        fileSeparator: ';',
        note: undefined,
      },
    });
    expect(await until(() => text().includes('Lista in fase di esportazione....'))).toBe(true);
    expect(button('Chiudi')).toBeDefined();

    const link = [...document.body.querySelectorAll('a')].find(
      (a) => a.textContent === 'Vista Estrazioni & Arricchimenti',
    );
    await click(link);
    expect(path).toBe('/admin/enricher');
    expect(text()).not.toContain('Lista in fase di esportazione');
  });

  it('a press on Conferma right after typing is not lost to the check its blur starts', async () => {
    await mount(12);
    const input = await openModal();
    await type(input, 'subito');
    let answerCheck: (taken: boolean) => void = () => {};
    call.mockImplementationOnce(() => new Promise((resolve) => (answerCheck = resolve)));
    call.mockResolvedValueOnce({});
    // The browser's order: pointerdown on the button, the field's blur, then the (lost) click.
    const confirm = button('Conferma');
    await act(async () => confirm?.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await leave(input);
    expect(isDisabled(button('Conferma'))).toBe(true);
    await act(async () => answerCheck(false));
    expect(await until(() => text().includes('Lista in fase di esportazione....'))).toBe(true);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith(
      'exportFileAsync',
      expect.objectContaining({ body: expect.objectContaining({ filename: 'subito' }) }),
    );
  });

  it('a press followed by a taken name sends nothing', async () => {
    await mount(12);
    const input = await openModal();
    await type(input, 'preso');
    call.mockResolvedValueOnce(true);
    await act(async () => button('Conferma')?.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await leave(input);
    expect(await until(() => text().includes('File con lo stesso nome già esistente'))).toBe(true);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("a taken name reads 'File con lo stesso nome già esistente'; a failed check the backend error", async () => {
    await mount(12);
    const input = await openModal();
    call.mockResolvedValueOnce(true);
    await leave(input);
    expect(await until(() => text().includes('File con lo stesso nome già esistente'))).toBe(true);
    expect(isDisabled(button('Conferma'))).toBe(true);

    call.mockRejectedValueOnce(new ApiError(500, [{ code: 'INTERNAL_ERROR', description: 'errore generico' }]));
    await type(input, 'altro');
    await leave(input);
    expect(await until(() => text().includes('Errore nel sistema di backend.'))).toBe(true);
    expect(isDisabled(button('Conferma'))).toBe(true);
  });

  it("an empty name is 'Campo obbligatorio' and Confirm is disabled", async () => {
    await mount(12);
    const input = await openModal();
    await type(input, '');
    await leave(input);
    expect(text()).toContain('Campo obbligatorio');
    expect(isDisabled(button('Conferma'))).toBe(true);
    expect(call).not.toHaveBeenCalled();
  });

  it("a 409 NAME_TAKEN on submit marks the name; another failure shows the server's text", async () => {
    await mount(12);
    await openModal();
    call.mockRejectedValueOnce(
      new ApiError(409, [{ code: 'NAME_TAKEN', description: 'File con lo stesso nome già esistente' }]),
    );
    await click(button('Conferma'));
    expect(await until(() => text().includes('File con lo stesso nome già esistente'))).toBe(true);
    expect(text()).not.toContain('Esportazione non riuscita');

    call.mockRejectedValueOnce(new ApiError(400, [{ code: 'VALIDATION_ERROR', description: 'Dati non validi.' }]));
    await type(nameInput() as HTMLInputElement, 'nuovo');
    await click(button('Conferma'));
    expect(await until(() => text().includes('Dati non validi.'))).toBe(true);
    expect(text()).toContain('Esportazione non riuscita');
    expect(text()).not.toContain('Lista in fase di esportazione');
  });

  it('reopens with a fresh form after Annulla', async () => {
    await mount(12);
    const input = await openModal();
    await type(input, 'bozza');
    await click(button('Annulla'));
    expect(nameInput()).toBeNull();
    const again = await openModal();
    expect(again.value).toMatch(/^logRichieste_/);
  });

  it('speaks English', async () => {
    await mount(12, 'en');
    await click(button('Export all'));
    expect(await until(() => nameInput() !== null)).toBe(true);
    expect(text()).toContain('File name');
    expect(button('Confirm')).toBeDefined();
    call.mockResolvedValueOnce({});
    await click(button('Confirm'));
    expect(await until(() => text().includes('List being exported....'))).toBe(true);
    expect(text()).toContain('Extractions & Enrichments view');
  });
});
