// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../shared/constants';
import { refusalText } from '../../../../shared/refusals';
import type { Agency } from '../../../../shared/schemas/agency';
import { ApiError } from '../../shared/api/api-error';
import { en } from '../../shared/i18n/locales/en';
import { type ApiAnswers, answerFrom } from '../../shared/testing/api-answers';
import { bodyText, buttonNamed, click, typeInto, until } from '../../shared/testing/dom-actions';
import { mountInConsole } from '../../shared/testing/mount-in-console';
import AgenciesScreen from './agencies-screen';

/** The agency mapping in jsdom over a mocked API: the list, the insert, a rename and a deletion. */

const call = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api', () => ({ api: { call } }));

const agencies: Agency[] = [
  { code: 'AG001', name: 'Agenzia Roma Centro' },
  { code: 'AG002', name: 'Agenzia Caffè Milano' },
];
let answers: ApiAnswers;

beforeEach(() => {
  // Each test adds the answers of the changes it makes.
  answers = { retrieveAgencies: () => ({ agencies, total: agencies.length }) };
  answerFrom(call, answers);
});

let unmount: () => Promise<void> = async () => {};
afterEach(async () => {
  await unmount();
  document.body.innerHTML = '';
});

async function mount(locale: Locale = 'it') {
  const mounted = await mountInConsole(<AgenciesScreen />, { locale });
  unmount = mounted.unmount;
  expect(await until(() => rows().length === agencies.length)).toBe(true);
}

const rows = () => [...document.body.querySelectorAll('table tbody tr')].filter((row) => row.querySelector('td'));
const listCalls = () => call.mock.calls.filter(([route]) => route === 'retrieveAgencies').length;
const input = (id: string) => document.body.querySelector<HTMLInputElement>(`#${id}`);
const outcome = () => document.body.querySelector('[data-testid="wizard-outcome-detail"]')?.textContent;

/** Focus in, then out: the user has left the field. */
async function leave(field: HTMLInputElement | null) {
  await act(async () => {
    field?.focus();
    field?.blur();
  });
}

async function fillInsert(code: string, name: string, insert = 'Inserisci agenzia') {
  await click(buttonNamed(insert));
  const codeField = input('agency-code');
  const nameField = input('agency-name');
  if (!codeField || !nameField) throw new Error('no agency form');
  await typeInto(codeField, code);
  await typeInto(nameField, name);
}

async function openDetail(row: number) {
  await click(rows()[row]?.querySelector('td:nth-child(2)'));
  expect(await until(() => bodyText().includes('Dettaglio agenzia'))).toBe(true);
}

describe('the agency mapping', () => {
  it('shows its count, its rows and the shared filter', async () => {
    await mount();
    expect(bodyText()).toContain('Mapping codice agenzia 2');
    expect(bodyText()).toContain('Agenzia Caffè Milano');
    expect(bodyText()).toContain('Agenzia (codice o nome)');
    expect(call).toHaveBeenCalledWith('retrieveAgencies', { body: { filters: {}, pageNumber: 0, pageSize: 50 } });
  });

  it('inserts an agency: both fields required, the code as saved, confirmed, then the list again', async () => {
    await mount();
    await click(buttonNamed('Inserisci agenzia'));
    expect(buttonNamed('Continua')?.disabled).toBe(true);
    // Nothing said before anything is touched: the modal taking focus is no touch.
    expect(await until(() => document.activeElement === input('agency-code'))).toBe(true);
    expect(bodyText()).not.toContain('Campo obbligatorio');
    // Submitted as it is (Enter in a field): both say it.
    await act(async () => input('agency-code')?.form?.requestSubmit());
    expect(bodyText().match(/Campo obbligatorio/g)).toHaveLength(2);
    expect(bodyText()).not.toContain("Vuoi confermare l'operazione?");

    const codeField = input('agency-code');
    if (!codeField) throw new Error('no code field');
    await typeInto(codeField, 'ag 9');
    expect(bodyText()).toContain(
      'Il codice agenzia può contenere solo lettere, cifre, punto, trattino e trattino basso',
    );
    await typeInto(codeField, 'ag-9');
    expect(codeField.value).toBe('AG-9');
    const nameField = input('agency-name');
    if (!nameField) throw new Error('no name field');
    await typeInto(nameField, '  Agenzia Napoli ');
    expect(bodyText()).not.toContain('Campo obbligatorio');

    answers.createAgency = (body) => (body as { body: Agency }).body;
    await click(buttonNamed('Continua'));
    expect(bodyText()).toContain("Vuoi confermare l'operazione?");
    // An inserted agency can be deleted again: not said to be irreversible.
    expect(bodyText()).not.toContain('Non è reversibile');
    expect(bodyText()).toContain('AG-9');
    const before = listCalls();
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Operazione effettuata con successo!'))).toBe(true);
    expect(call).toHaveBeenCalledWith('createAgency', { body: { code: 'AG-9', name: 'Agenzia Napoli' } });
    expect(await until(() => listCalls() === before + 1)).toBe(true);
  });

  it.each<[Locale, string, string]>([
    ['it', 'Errore nella richiesta', refusalText('AGENCY_CODE_TAKEN')],
    ['en', 'Request failed', en.alerts.serverErrors.AGENCY_CODE_TAKEN],
  ])("in %s shows '%s' and the server's text for a code that exists", async (locale, title, text) => {
    await mount(locale);
    answers.createAgency = () => {
      throw new ApiError(409, [{ code: 'AGENCY_CODE_TAKEN', description: refusalText('AGENCY_CODE_TAKEN') }]);
    };
    await fillInsert('AG001', 'Doppione', locale === 'it' ? 'Inserisci agenzia' : 'Add agency');
    await click(buttonNamed(locale === 'it' ? 'Continua' : 'Continue'));
    const before = listCalls();
    await click(buttonNamed(locale === 'it' ? 'Conferma' : 'Confirm'));
    expect(await until(() => bodyText().includes(title))).toBe(true);
    expect(outcome()).toBe(text);
    expect(listCalls()).toBe(before);
  });

  it('renames from the detail: the code kept, the name required and changed, then the list again', async () => {
    await mount();
    await openDetail(1);
    await click(buttonNamed('Modifica nome'));
    expect(input('agency-code')?.readOnly).toBe(true);
    // The name it has: nothing to save yet.
    expect(buttonNamed('Continua')?.disabled).toBe(true);
    const nameField = input('agency-name');
    if (!nameField) throw new Error('no name field');
    await typeInto(nameField, '');
    await leave(nameField);
    expect(bodyText()).toContain('Campo obbligatorio');
    await typeInto(nameField, 'Agenzia Caffè Milano Nord');

    answers.updateAgency = (body) => (body as { body: Agency }).body;
    await click(buttonNamed('Continua'));
    expect(bodyText()).toContain('Nome attuale');
    const before = listCalls();
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Operazione effettuata con successo!'))).toBe(true);
    expect(call).toHaveBeenCalledWith('updateAgency', { body: { code: 'AG002', name: 'Agenzia Caffè Milano Nord' } });
    expect(await until(() => listCalls() === before + 1)).toBe(true);
  });

  it('deletes from the detail after the confirmation, then the list again', async () => {
    await mount();
    await openDetail(0);
    await click(buttonNamed('Elimina'));
    // Nothing to fill in: the wizard opens on the confirmation, naming the agency, irreversible.
    expect(bodyText()).toContain("Vuoi confermare l'operazione?");
    expect(bodyText()).toContain('Non è reversibile');
    expect(bodyText()).toContain('Agenzia Roma Centro');
    expect(call).not.toHaveBeenCalledWith('deleteAgency', expect.anything());

    answers.deleteAgency = () => agencies[0];
    const before = listCalls();
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Operazione effettuata con successo!'))).toBe(true);
    expect(call).toHaveBeenCalledWith('deleteAgency', { params: { code: 'AG001' } });
    expect(await until(() => listCalls() === before + 1)).toBe(true);
  });

  it('says what the server answered when the agency is gone', async () => {
    await mount();
    answers.deleteAgency = () => {
      throw new ApiError(404, [{ code: 'AGENCY_NOT_FOUND', description: refusalText('AGENCY_NOT_FOUND') }]);
    };
    await openDetail(0);
    await click(buttonNamed('Elimina'));
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Errore nella richiesta'))).toBe(true);
    expect(outcome()).toBe(refusalText('AGENCY_NOT_FOUND'));
  });
});
