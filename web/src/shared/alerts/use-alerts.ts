import { useSyncExternalStore } from 'react';
import { type Alert, alerts } from './alert-store';

export function useAlerts(): readonly Alert[] {
  return useSyncExternalStore(alerts.subscribe, alerts.getSnapshot);
}
