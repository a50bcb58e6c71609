import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_TIMEOUT_MS } from '../../../../shared/constants';
import { createI18n } from '../i18n/create-i18n';
import { createAlertStore } from './alert-store';
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

  it.each(['it', 'en'] as const)('in %s: the status when a response exists, otherwise GENERIC ERROR', (lng) => {
    const { t } = createI18n({ lng });
    expect(alertText({ ...base, status: 501 }, t)).toBe('Error - Error status code: 501');
    expect(alertText(base, t)).toBe('GENERIC ERROR');
  });

  it('shows a given message instead', () => {
    const { t } = createI18n();
    expect(alertText({ ...base, status: 500, message: 'Servizio disponibile.' }, t)).toBe('Servizio disponibile.');
  });
});
