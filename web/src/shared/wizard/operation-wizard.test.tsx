// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../shared/constants';
import { REFUSALS } from '../../../../shared/refusals';
import { ApiError } from '../api/api-error';
import { en } from '../i18n/locales/en';
import { bodyText, buttonNamed, click, typeInto, until } from '../testing/dom-actions';
import { mountInConsole } from '../testing/mount-in-console';
import { OperationWizard, type OperationWizardProps } from './operation-wizard';

/** The shared wizard in jsdom: Step1 with its note, the confirmation, and each outcome. */

let unmount: () => Promise<void> = async () => {};
afterEach(async () => {
  await unmount();
  document.body.innerHTML = '';
});

async function mount(props: Partial<OperationWizardProps>, locale: Locale = 'it') {
  const handlers = { perform: vi.fn(async () => undefined), onSuccess: vi.fn(), onDismiss: vi.fn() };
  const mounted = await mountInConsole(
    <OperationWizard title="Pubblica configurazione" visible needsNote {...handlers} {...props} />,
    { locale },
  );
  unmount = mounted.unmount;
  return handlers;
}

const noteField = () => document.body.querySelector('textarea');

async function writeNoteAndContinue(note: string, proceed = 'Continua') {
  const field = noteField();
  if (!field) throw new Error('no note field');
  await typeInto(field, note);
  await click(buttonNamed(proceed));
}

describe('the operation wizard', () => {
  it('cannot be confirmed while what it would change cannot be shown, and says why', async () => {
    const handlers = await mount({
      confirmDetail: <p>Soglia ritardo: 10 → 20</p>,
      confirmBlocked: 'La configurazione attiva non è stata letta.',
    });
    await writeNoteAndContinue('Soglie di novembre');
    expect(bodyText()).toContain('La configurazione attiva non è stata letta.');
    expect(bodyText()).not.toContain('Soglia ritardo: 10 → 20');
    expect(buttonNamed('Conferma')?.disabled).toBe(true);
    await click(buttonNamed('Conferma'));
    expect(handlers.perform).not.toHaveBeenCalled();
  });

  it('asks for the note, confirms, performs with it and says it succeeded', async () => {
    const handlers = await mount({
      step1: <p>La configurazione in aggiornamento diventa attiva.</p>,
      confirmDetail: <p>Soglia ritardo: 10 → 20</p>,
    });
    expect(bodyText()).toContain('La configurazione in aggiornamento diventa attiva.');
    await click(buttonNamed('Continua'));
    expect(bodyText()).toContain('Campo obbligatorio');
    expect(bodyText()).not.toContain("Vuoi confermare l'operazione?");

    await writeNoteAndContinue('Soglie di novembre');
    expect(bodyText()).toContain("Vuoi confermare l'operazione?");
    // A publication is undone by restoring the previous version: not said to be irreversible.
    expect(bodyText()).not.toContain('Non è reversibile');
    expect(bodyText()).toContain('Soglia ritardo: 10 → 20');
    expect(handlers.perform).not.toHaveBeenCalled();

    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Operazione effettuata con successo!'))).toBe(true);
    expect(handlers.perform).toHaveBeenCalledWith('Soglie di novembre');
    expect(handlers.onSuccess).toHaveBeenCalledOnce();
    await click(buttonNamed('Chiudi'));
    expect(handlers.onDismiss).toHaveBeenCalledOnce();
  });

  it('refuses a note over 400 characters as it is typed', async () => {
    await mount({});
    const field = noteField();
    if (!field) throw new Error('no note field');
    await typeInto(field, 'x'.repeat(401));
    expect(bodyText()).toContain('La nota può contenere al massimo 400 caratteri.');
    await click(buttonNamed('Continua'));
    expect(bodyText()).not.toContain("Vuoi confermare l'operazione?");
  });

  it('goes back from the confirmation to Step1 with the note kept', async () => {
    await mount({});
    await writeNoteAndContinue('Nota da tenere');
    await click(buttonNamed('Indietro'));
    expect(noteField()?.value).toBe('Nota da tenere');
  });

  it.each<[Locale, string, string, [string, string]]>([
    ['it', 'Errore nella richiesta', REFUSALS.CONFIGURATION_FOUR_EYES_REQUIRED.description, ['Continua', 'Conferma']],
    ['en', 'Request failed', en.alerts.serverErrors.CONFIGURATION_FOUR_EYES_REQUIRED, ['Continue', 'Confirm']],
  ])("in %s shows '%s' with the text of the refusal's code", async (locale, title, text, [proceed, confirm]) => {
    const handlers = await mount(
      {
        perform: vi.fn(async () => {
          const { description } = REFUSALS.CONFIGURATION_FOUR_EYES_REQUIRED;
          throw new ApiError(403, [{ code: 'CONFIGURATION_FOUR_EYES_REQUIRED', description }]);
        }),
      },
      locale,
    );
    await writeNoteAndContinue('Pubblico io', proceed);
    await click(buttonNamed(confirm));
    expect(await until(() => bodyText().includes(title))).toBe(true);
    expect(document.body.querySelector('[data-testid="wizard-outcome-detail"]')?.textContent).toBe(text);
    expect(handlers.onSuccess).not.toHaveBeenCalled();
  });

  it.each<[Locale, string, string, string, string]>([
    ['it', 'Continua', 'Conferma', 'Torna al modulo', 'Chiudi'],
    ['en', 'Continue', 'Confirm', 'Back to the form', 'Close'],
  ])('in %s goes back from a refusal to Step1 as it was filled, and confirms again', async (locale, ...buttons) => {
    const [proceed, confirm, back, close] = buttons;
    const perform = vi
      .fn<(note: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, [{ code: 'A_NEW_REFUSAL', description: 'Nome utente già in uso.' }]))
      .mockResolvedValueOnce(undefined);
    const handlers = await mount({ perform, step1: <p>Il nuovo utente.</p> }, locale);
    await writeNoteAndContinue('Nuovo collega', proceed);
    await click(buttonNamed(confirm));
    expect(await until(() => buttonNamed(back) !== undefined)).toBe(true);
    expect(buttonNamed(close)).toBeDefined();
    await click(buttonNamed(back));
    expect(bodyText()).toContain('Il nuovo utente.');
    expect(noteField()?.value).toBe('Nuovo collega');
    await click(buttonNamed(proceed));
    await click(buttonNamed(confirm));
    expect(await until(() => handlers.onSuccess.mock.calls.length === 1)).toBe(true);
    expect(perform).toHaveBeenNthCalledWith(2, 'Nuovo collega');
    // A success has nothing to go back to.
    expect(buttonNamed(back)).toBeUndefined();
  });

  it('offers no way back from a refusal when there was nothing to fill in', async () => {
    await mount({
      needsNote: false,
      perform: vi.fn(async () => {
        throw new ApiError(409, [{ code: 'A_NEW_REFUSAL', description: 'Già disabilitato.' }]);
      }),
    });
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Già disabilitato.'))).toBe(true);
    expect(buttonNamed('Torna al modulo')).toBeUndefined();
    expect(buttonNamed('Chiudi')).toBeDefined();
  });

  it("keeps Continue disabled while Step1's own fields cannot go on", async () => {
    const handlers = await mount({ needsNote: false, step1: <p>Scegliere un file.</p>, step1Ready: false });
    expect(buttonNamed('Continua')?.disabled).toBe(true);
    await act(async () => document.body.querySelector('form')?.requestSubmit());
    expect(bodyText()).not.toContain("Vuoi confermare l'operazione?");
    expect(handlers.perform).not.toHaveBeenCalled();
  });

  it.each<[Locale, string, string]>([
    ['it', 'Non è reversibile', 'Annulla'],
    ['en', 'It cannot be undone', 'Cancel'],
  ])("in %s says '%s' only for an irreversible operation, and always offers '%s'", async (locale, warning, cancel) => {
    const handlers = await mount({ needsNote: false, irreversible: true }, locale);
    expect(bodyText()).toContain(warning);
    await click(buttonNamed(cancel));
    expect(handlers.onDismiss).toHaveBeenCalledOnce();
    expect(handlers.perform).not.toHaveBeenCalled();
    await unmount();

    const reversible = await mount({}, locale);
    await writeNoteAndContinue('Nota', locale === 'it' ? 'Continua' : 'Continue');
    expect(bodyText()).not.toContain(warning);
    await click(buttonNamed(cancel));
    expect(reversible.onDismiss).toHaveBeenCalledOnce();
  });

  it('opens on the confirmation when there is nothing to fill in', async () => {
    const handlers = await mount({ needsNote: false });
    expect(bodyText()).toContain("Vuoi confermare l'operazione?");
    expect(buttonNamed('Indietro')).toBeUndefined();
    await click(buttonNamed('Conferma'));
    expect(await until(() => bodyText().includes('Operazione effettuata con successo!'))).toBe(true);
    expect(handlers.perform).toHaveBeenCalledWith('');
  });
});
