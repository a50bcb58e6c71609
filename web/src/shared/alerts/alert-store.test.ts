import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_TIMEOUT_MS, type Locale } from '../../../../shared/constants';
import { ERROR_STATUS } from '../../../../shared/errors';
import { createI18n } from '../i18n/create-i18n';
import { type AlertInput, createAlertStore } from './alert-store';
import { alertText } from './alert-text';

describe('alert store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('raises a red alert that closes itself after ALERT_TIMEOUT_MS', () => {
    const store = createAlertStore();
    store.push({ status: 500 });
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ status: 500, layout: 'error', timeout: 5000 })]);
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours a given timeout, and Infinity keeps the alert until closed', () => {
    const store = createAlertStore();
    store.push({ status: 404, timeout: 1000 });
    const sticky = store.push({ timeout: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((alert) => alert.id)).toEqual([sticky]);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(sticky);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('closes an alert on demand and forgets its timer', () => {
    const store = createAlertStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.push({ status: 500 });
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clears every alert at once, as when the next request starts', () => {
    const store = createAlertStore();
    store.push({ status: 500 });
    store.push({});
    store.clear();
    expect(store.getSnapshot()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the snapshot stable while nothing changes', () => {
    const store = createAlertStore();
    store.push({});
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });
});

describe('alert text', () => {
  const base = { id: 'a', layout: 'error' as const, timeout: ALERT_TIMEOUT_MS };
  const notFound = { ...base, status: 404, code: 'NOT_FOUND', message: 'Risorsa non trovata.' };

  it.each<[string, Locale, AlertInput, string]>([
    ["Italian: the status and the server's text", 'it', notFound, '404 - Risorsa non trovata.'],
    ["English: the status and the catalogue's text for the code", 'en', notFound, '404 - Resource not found.'],
    [
      'Italian: a specific text of the server as it wrote it',
      'it',
      { status: 409, code: 'CONFLICT', message: 'Soggetto già in white list.' },
      '409 - Soggetto già in white list.',
    ],
    [
      'English: an Italian text of a known code reads as the code',
      'en',
      { status: 409, code: 'CONFLICT', message: 'Soggetto già in white list.' },
      '409 - The resource was changed by another user: reload and try again.',
    ],
    [
      'English: a code the catalogue does not name',
      'en',
      { status: 502, code: 'HTTP_502', message: 'Bad' },
      '502 - Generic error.',
    ],
    [
      "Italian: the server's generic text is the fallback",
      'it',
      { status: 502, message: 'errore generico' },
      '502 - Errore generico.',
    ],
    [
      'Italian: no response, the message alone',
      'it',
      { code: 'NETWORK', message: 'Server non raggiungibile.' },
      'Server non raggiungibile.',
    ],
    ['English: no response', 'en', { code: 'NETWORK', message: 'Server non raggiungibile.' }, 'Server unreachable.'],
    ['Italian: nothing known', 'it', {}, 'Errore generico.'],
    ['English: nothing known', 'en', {}, 'Generic error.'],
  ])('%s', (_case, lng, alert, expected) => {
    expect(alertText({ ...base, ...alert }, createI18n({ lng }))).toBe(expected);
  });

  it('names every server error code in English', () => {
    const english = createI18n({ lng: 'en' });
    // INTERNAL_ERROR's text is the generic one.
    for (const code of Object.keys(ERROR_STATUS).filter((known) => known !== 'INTERNAL_ERROR')) {
      expect(alertText({ ...base, status: 400, code, message: 'x' }, english)).not.toBe('400 - Generic error.');
    }
  });
});
