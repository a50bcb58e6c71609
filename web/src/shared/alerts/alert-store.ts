import { ALERT_TIMEOUT_MS } from '../../../../shared/constants';

/** The alert entity of spec section 3: id, status, message, layout (default error), timeout. */
export type AlertLayout = 'error' | 'warning' | 'success' | 'info';

export interface Alert {
  id: string;
  /** HTTP status of the failed response; absent when no response arrived. */
  status?: number;
  /** The server's error code ('NOT_FOUND'), by which another language names the failure. */
  code?: string;
  /** The server's first description, as it wrote it (Italian). */
  message?: string;
  layout: AlertLayout;
  /** Milliseconds before the alert closes itself; Infinity keeps it until the user closes it. */
  timeout: number;
}

export type AlertInput = Partial<Omit<Alert, 'id'>>;

type Listener = () => void;

interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Alerts as a tiny external store (read with useSyncExternalStore), so the API client, which is not a
 * component, can raise and clear them.
 */
export function createAlertStore(timers: Timers = realTimers) {
  let alerts: readonly Alert[] = [];
  let nextId = 1;
  const pending = new Map<string, unknown>();
  const listeners = new Set<Listener>();

  const publish = (next: readonly Alert[]) => {
    alerts = next;
    for (const listener of listeners) listener();
  };

  const dismiss = (id: string) => {
    timers.clear(pending.get(id));
    pending.delete(id);
    if (alerts.some((alert) => alert.id === id)) publish(alerts.filter((alert) => alert.id !== id));
  };

  return {
    push(input: AlertInput): string {
      const alert: Alert = { layout: 'error', timeout: ALERT_TIMEOUT_MS, ...input, id: `alert-${nextId++}` };
      if (Number.isFinite(alert.timeout))
        pending.set(
          alert.id,
          timers.set(() => dismiss(alert.id), alert.timeout),
        );
      publish([...alerts, alert]);
      return alert.id;
    },
    dismiss,
    /** Drops every alert: the spec clears them when the next request starts. */
    clear(): void {
      for (const handle of pending.values()) timers.clear(handle);
      pending.clear();
      if (alerts.length > 0) publish([]);
    },
    getSnapshot: (): readonly Alert[] => alerts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;

/** The console's alerts. */
export const alerts = createAlertStore();
