import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alerts } from '../alerts/alert-store';
import { api } from './api';
import { showInPlace } from './shown-in-place';

/**
 * The console's client and its alert (spec section 8): raised after the caller's catch has run, so a
 * screen that shows the failure in place keeps it from being said twice.
 */

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({}) }));
vi.mock('../config/runtime-config', () => ({ getRuntimeConfig: () => ({ apiBaseUrl: 'https://api.example' }) }));

const answer = (status: number, code: string, description: string) =>
  new Response(JSON.stringify({ errors: [{ code, description }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Runs the deferred alert: the timer the client sets once the caller's catch has run. */
const settle = () => new Promise((done) => setTimeout(done, 5));

beforeEach(() => alerts.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the console api: alerts', () => {
  it('raises the alert of a failure nobody shows, with its status, code and text', async () => {
    vi.stubGlobal('fetch', async () => answer(404, 'NOT_FOUND', 'Risorsa non trovata.'));
    await api.call('provinces').catch(() => undefined);
    await settle();
    expect(alerts.getSnapshot()).toEqual([
      expect.objectContaining({ status: 404, code: 'NOT_FOUND', message: 'Risorsa non trovata.' }),
    ]);
  });

  it('raises none for a failure the screen shows in place', async () => {
    vi.stubGlobal('fetch', async () => answer(409, 'CONFLICT', 'Soggetto già in white list.'));
    await api.call('provinces').catch(showInPlace);
    await settle();
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('raises the alert of a sign-out even when the screen would show it', async () => {
    vi.stubGlobal('fetch', async () => answer(401, 'UNAUTHORIZED', 'Autenticazione richiesta.'));
    await api.call('provinces').catch(showInPlace);
    await settle();
    expect(alerts.getSnapshot()).toEqual([expect.objectContaining({ status: 401 })]);
  });

  it('drops the alert of a failure once a newer request has started, as the spec clears it', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return calls === 1
        ? answer(500, 'INTERNAL_ERROR', 'errore generico')
        : new Response('[]', { headers: { 'content-type': 'application/json' } });
    });
    await api.call('provinces').catch(() => api.call('provinces'));
    await settle();
    expect(alerts.getSnapshot()).toEqual([]);
  });
});
