// @vitest-environment jsdom
import { act } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLACKLIST_LIFECYCLE } from '../../../../shared/blacklist/blacklist-lifecycle';
import { refusalText } from '../../../../shared/refusals';
import type { BlacklistResponse } from '../../../../shared/schemas/blacklist';
import { ApiError } from '../../shared/api/api-error';
import { type ApiAnswers, answerFrom } from '../../shared/testing/api-answers';
import { blacklistVersion } from '../../shared/testing/blacklist-versions';
import { bodyText, buttonNamed, click, typeInto, until } from '../../shared/testing/dom-actions';
import { mountInConsole } from '../../shared/testing/mount-in-console';
import { BlacklistListScreen } from './blacklist-list-screen';

/** The Radiati screen in jsdom over a mocked API: its tables, a version's detail and operations, the upload. */

const call = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api', () => ({ api: { call } }));
vi.mock('../../shared/download/download-file', () => ({ downloadFile: vi.fn(async () => undefined) }));

const TOMORROW = '2026-03-10T23:00:00.000Z';

let lists: BlacklistResponse;
let answers: ApiAnswers;

beforeEach(() => {
  lists = {
    publishing: [
      blacklistVersion('READY', {
        note: 'Radiati di marzo',
        changes: { comparedWith: 'bl-active', added: 120, removed: 4, unchanged: 1114 },
      }),
    ],
    active: [blacklistVersion('ACTIVE', { validFrom: '2026-03-01T23:00:00.000Z', publicationUser: 'chiara.ferri' })],
    archive: [blacklistVersion('ARCHIVED', { validFrom: TOMORROW, validTo: '2026-03-10T10:00:00.000Z' })],
    archiveTotal: 1,
  };
  answers = { getBlacklist: () => lists };
  answerFrom(call, answers);
});

let unmount: () => Promise<void> = async () => {};
afterEach(async () => {
  await unmount();
  document.body.innerHTML = '';
});

async function mount() {
  const mounted = await mountInConsole(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <BlacklistListScreen kind="RADIATI" />
    </SWRConfig>,
  );
  unmount = mounted.unmount;
  expect(await until(() => rowsOf('Lista attiva').length > 0)).toBe(true);
}

const tableTitled = (title: string) =>
  [...document.body.querySelectorAll('table')].find((table) => table.getAttribute('aria-label') === title);
const rowsOf = (title: string) => [...(tableTitled(title)?.querySelectorAll('tbody tr') ?? [])];
const dialog = (title: string) =>
  [...document.body.querySelectorAll('[role="dialog"]')].find((candidate) => candidate.textContent?.includes(title));
const getCalls = () => call.mock.calls.filter(([route]) => route === 'getBlacklist').length;

async function openRow(title: string) {
  await click(rowsOf(title)[0]?.querySelector('td:nth-child(3)'));
  expect(await until(() => dialog('Dettaglio lista') !== undefined)).toBe(true);
}

/** Puts a file into the upload's file input, as a user choosing it does. */
async function chooseFile(file: File) {
  const input = document.body.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the Radiati screen', () => {
  it('shows the three tables with the versions in words, and asks once for the three', async () => {
    await mount();
    expect(bodyText()).toContain('Gestione BlackList Radiati');
    const ready = rowsOf('Lista in aggiornamento')[0]?.textContent ?? '';
    expect(ready).toContain('Caricata, da pubblicare');
    expect(ready).toContain('1.234');
    expect(ready).toContain('Radiati di marzo');
    expect(rowsOf('Lista attiva')[0]?.textContent).toContain('In vigore dal 02/03/2026');
    expect(rowsOf('Storico')[0]?.textContent).toContain('Mai entrata in vigore');
    expect(call).toHaveBeenCalledWith('getBlacklist', {
      params: { kind: 'RADIATI' },
      query: { pageNumber: 0, pageSize: 25 },
    });
    expect(getCalls()).toBe(1);
    // One list is prepared at a time: no second upload while this one waits.
    // A button disabled with a reason stays focusable (aria-disabled) and says its reason.
    const upload = [...document.body.querySelectorAll('button')].find((button) =>
      button.textContent?.startsWith('Aggiorna lista'),
    );
    expect(upload?.getAttribute('aria-disabled')).toBe('true');
    expect(upload?.textContent).toContain('Esiste già una lista in aggiornamento');
  });

  it("opens a loaded version's detail with its changes and the operations its status allows", async () => {
    await mount();
    await openRow('Lista in aggiornamento');
    const detail = dialog('Dettaglio lista')?.textContent ?? '';
    expect(detail).toContain('Confrontata con la lista radiati_active (bl-active)');
    expect(detail).toMatch(/Soggetti aggiunti\s*120/);
    expect(detail).toMatch(/Soggetti rimossi\s*4/);
    expect(detail).toMatch(/Soggetti invariati\s*1\.114/);
    expect(['Scarica', 'Elimina', 'Pubblica'].map((label) => buttonNamed(label) !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
    expect(buttonNamed('Ripristina')).toBeUndefined();
  });

  it("shows the uploader's publication refused by the four-eyes rule, and reloads nothing", async () => {
    answers.publishBlacklist = () => {
      throw new ApiError(403, [
        { code: 'BLACKLIST_FOUR_EYES_REQUIRED', description: refusalText(BLACKLIST_LIFECYCLE.secondPersonRequired) },
      ]);
    };
    await mount();
    await openRow('Lista in aggiornamento');
    await click(buttonNamed('Pubblica'));
    expect(bodyText()).toContain('Pubblica lista');
    expect(bodyText()).toMatch(/entra in vigore dal \d{2}\/\d{2}\/\d{4}/);
    await click(buttonNamed('Continua'));
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Errore nella richiesta'))).toBe(true);
    expect(bodyText()).toContain(refusalText(BLACKLIST_LIFECYCLE.secondPersonRequired));
    expect(call).toHaveBeenCalledWith('publishBlacklist', { params: { id: 'bl-ready' } });
    expect(getCalls()).toBe(1);
  });

  it('says a restore takes the place of the publication waiting for its midnight', async () => {
    lists.active.push(blacklistVersion('PUBLISHED', { filename: 'radiati_in_attesa', validFrom: TOMORROW }));
    await mount();
    await openRow('Storico');
    await click(buttonNamed('Ripristina'));
    expect(bodyText()).toContain(
      'La lista radiati_in_attesa, pubblicata e in attesa di entrare in vigore, viene archiviata senza mai entrare in vigore.',
    );
  });

  it('restores an archived version with its note, and reads the lists again', async () => {
    answers.recoverBlacklist = () => blacklistVersion('PUBLISHED');
    await mount();
    await openRow('Storico');
    expect(buttonNamed('Pubblica')).toBeUndefined();
    await click(buttonNamed('Ripristina'));
    await click(buttonNamed('Continua'));
    expect(bodyText()).toContain('Campo obbligatorio');
    const note = document.body.querySelector('textarea');
    if (!note) throw new Error('no note');
    await typeInto(note, 'Torniamo alla lista precedente');
    await click(buttonNamed('Continua'));
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Operazione effettuata con successo!'))).toBe(true);
    expect(call).toHaveBeenCalledWith('recoverBlacklist', {
      body: { id: 'bl-archived', note: 'Torniamo alla lista precedente' },
    });
    expect(await until(() => getCalls() === 2)).toBe(true);
  });
});

describe('the upload', () => {
  beforeEach(() => {
    lists.publishing = [];
  });

  it('waits for a file, refuses one over 50,000 records at once, and sends a good one zipped', async () => {
    answers.uploadBlacklist = () => blacklistVersion('LOADING');
    await mount();
    await click(buttonNamed('Aggiorna lista'));
    expect(buttonNamed('Continua')?.disabled).toBe(true);

    const tooMany = `${Array.from({ length: 50_001 }, (_, index) => `;${String(index).padStart(11, '0')}`).join('\n')}\n`;
    await chooseFile(new File([tooMany], 'radiati_marzo.csv'));
    expect(await until(() => bodyText().includes('Il file contiene più di 50.000 record'))).toBe(true);
    expect(buttonNamed('Continua')?.disabled).toBe(true);

    await chooseFile(new File(['RSSMRA85T10A562S;\n;01234567897\n'], 'radiati_aprile.csv'));
    expect(await until(() => bodyText().includes('Il file contiene 2 record.'))).toBe(true);
    // Its size as people read it (31 bytes), not Cloudscape's '0.03 KB'.
    expect(bodyText()).toContain('31 byte');
    expect(bodyText()).not.toContain('KB');
    expect(buttonNamed('Continua')?.disabled).toBe(false);
    await click(buttonNamed('Continua'));
    expect(bodyText()).toContain('File radiati_aprile.csv: 2 record da caricare nella lista radiati.');
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Operazione effettuata con successo!'))).toBe(true);
    const [, input] = call.mock.calls.find(([route]) => route === 'uploadBlacklist') ?? [];
    expect(input).toMatchObject({ body: { filename: 'radiati_aprile', blType: 'RADIATI', note: null } });
    expect(await until(() => getCalls() === 2)).toBe(true);
  });
});
